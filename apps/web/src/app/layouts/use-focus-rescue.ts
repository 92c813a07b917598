import { useEffect } from 'react';

/** How long after focus was lost a page heading that appears still takes it (a screen loading). */
const SETTLE_MS = 5_000;

/**
 * Keeps the keyboard's place when the focused control disappears (a link that opened a
 * new screen, a form that was replaced, a row that was removed): instead of dropping to
 * `<body>`, focus goes to the page's heading, or to `<main>` until the heading arrives.
 * Screens that know a better place (the next control, a dialog's trigger) move focus
 * themselves first; this only acts when nothing did.
 */
export function useFocusRescue() {
  useEffect(() => {
    let last: Element | null = null;
    let lostAt = 0;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof Element ? event.target : null;
    };
    const rescue = () => {
      const main = document.getElementById('main');
      if (!main) return;
      const active = document.activeElement;
      const dropped = (!active || active === document.body) && last !== null && !last.isConnected;
      const waiting = active === main && performance.now() - lostAt < SETTLE_MS;
      if (!dropped && !waiting) return;
      // A dialog or menu left open owns focus; so does the page once the person moved on.
      if (document.querySelector('[role=dialog][data-state=open], [role=menu]')) return;
      if (dropped) lostAt = performance.now();
      const heading = main.querySelector<HTMLElement>('h1');
      const target = heading ?? main;
      if (target === active) return;
      if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      target.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(rescue);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
