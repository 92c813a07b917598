import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { paths } from '@/config/paths';
import { hasInteracted } from '@/lib/first-interaction';
import { BrandMark, brandLinkClass } from './brand-mark';
import { DocumentTitle } from '@/components/document-title';

/**
 * The centred card around the sign-in, sign-up and password screens. Without the router (the
 * sign-in screens run without it), so the brand is a plain link: home is a full page load.
 */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-primary-100 via-primary-50 to-surface dark:from-primary-950 dark:via-surface dark:to-surface">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <a href={paths.home} className={brandLinkClass()}>
          <BrandMark />
        </a>
        <LanguageSwitcher align="end" />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-2xl border border-line bg-surface-raised p-6 text-fg shadow-xl shadow-primary-900/5 sm:p-8 dark:shadow-black/40">
          {children}
        </div>
      </main>
      <footer className="pb-6 text-center text-xs text-fg-muted">{t('app.tagline')}</footer>
    </div>
  );
}

/**
 * Whether the person came to the screen showing now (a link, Sign out, a form sent) rather than
 * the page opening on it. The reset screen counts as come to: only an e-mailed link opens it.
 */
const reachedByPerson = () => hasInteracted() || window.location.pathname === paths.resetPassword;

/**
 * The screen's title. It takes the keyboard's (and a screen reader's) attention when the
 * person came to the screen (reachedByPerson) and focus has nowhere else to be, as a new page
 * in the app does. `focus`: take it even so, for a screen that replaces another in place.
 */
export function AuthHeader({
  title,
  subtitle,
  focus = false,
}: {
  title: string;
  subtitle?: string;
  focus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyed on the title too: one screen's header replaced by another's is the same element. A
  // layout effect: the move happens before the person can type into the new screen.
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focus || (lost && reachedByPerson())) heading.current?.focus();
  }, [focus, title]);
  return (
    <div className="mb-6 space-y-1.5 text-center">
      <DocumentTitle title={title} />
      {/* A name without spaces (a group's, an inviter's) wraps rather than widen the page. */}
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight wrap-anywhere text-fg focus:outline-none"
      >
        {title}
      </h1>
      {subtitle && <p className="text-sm wrap-anywhere text-fg-muted">{subtitle}</p>}
    </div>
  );
}
