import { CircleUserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { Brand } from './brand';

/** The frame of every protected screen. */
export function AppLayout() {
  const { t } = useTranslation();
  const { username, email } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <Brand />
          <div className="flex flex-wrap items-center gap-3">
            <LanguageSwitcher />
            <span className="hidden items-center gap-1.5 text-sm text-slate-700 md:inline-flex">
              <CircleUserRound aria-hidden="true" className="size-4" />
              {username ?? email}
            </span>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}
