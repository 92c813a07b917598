import NProgress from 'nprogress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import { hasInteracted } from '@/lib/first-interaction';
import { Spinner } from './spinner';

// The seed's progress bar: minimum 0.08, 200 ms animation, a trickle every 800 ms.
// The default template carries invalid ARIA roles ("bar"), so it is replaced.
export const PROGRESS_BAR = { minimum: 0.08, speed: 200, trickleSpeed: 800 } as const;
NProgress.configure({
  ...PROGRESS_BAR,
  showSpinner: false,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});

const LOADER_DELAY_MS = 300;

/** Puts focus on the page's main heading, so a screen reader starts reading the new page. */
export function focusMainHeading(root: ParentNode = document): boolean {
  const heading =
    root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Navigation feedback: the top progress bar and a loader while the router
 * loads the next screen (its code included), and focus on the new page's h1
 * after a navigation (not on the first load).
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  const busy = navigation.state !== 'idle';
  const pending = navigation.location?.key ?? null;
  // The spinner waits a moment, so quick navigations only show the bar.
  const [slow, setSlow] = useState<string | null>(null);

  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);

  useEffect(() => {
    if (pending === null) return;
    const timer = window.setTimeout(() => setSlow(pending), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);
  useEffect(() => () => void NProgress.done(), []);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (!hasInteracted()) return;
    // The new screen may still be rendering its heading: watch briefly for it.
    if (focusMainHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusMainHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 3000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [pathname]);

  return (
    <div role="status" aria-live="polite">
      {busy && slow === pending && (
        <span className="pointer-events-none fixed end-3 top-3 z-[1032] flex items-center gap-2 rounded-full bg-surface-raised/90 px-2.5 py-1 text-xs text-fg-muted shadow-sm">
          <Spinner className="size-3.5 text-primary-700 dark:text-primary-300" />
          <span className="sr-only">{t('app.loadingPage')}</span>
        </span>
      )}
    </div>
  );
}
