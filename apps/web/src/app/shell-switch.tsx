import { useEffect, type ComponentType } from 'react';
import { LoadingScreen } from '@/components/loading-screen';

/**
 * The page has two shells: the sign-in screens' (app/guest-app.tsx: no router, no forms
 * library, for a fast first load) and the app's. A page load starts the one its path needs
 * (main.tsx); moving from one to the other (signing in, signing out, a visitor sent to sign
 * in) swaps them in the same page, so nothing is downloaded twice and the history stays whole.
 */
export interface Shells {
  /** Puts a shell on the page. */
  render: (Shell: ComponentType) => void;
  guest: () => Promise<ComponentType>;
  app: () => Promise<{
    App: ComponentType;
    /** Moves the app's router to an address (it may have been made at another). */
    navigate: (to: string) => Promise<void>;
    /** Focuses the page's main heading; false while there is none. */
    focusMainHeading: () => boolean;
  }>;
}

let shells: Shells | undefined;

/** main.tsx: how each shell is loaded and put on the page. */
export function setShells(value: Shells) {
  shells = value;
}

/** Puts the sign-in screens' shell on the page, at the current address. */
export async function enterGuestShell() {
  if (!shells) return;
  shells.render(await shells.guest());
}

/**
 * Puts the app on the page at `target`. After signing in, `focusHeading` puts the focus on the
 * new page's main heading, as any navigation in the app does.
 */
export async function enterApp(target: string, { focusHeading = false } = {}) {
  if (!shells) return;
  const { App, navigate, focusMainHeading } = await shells.app();
  await navigate(target);
  shells.render(App);
  if (!focusHeading || focusMainHeading()) return;
  // The screen may still be rendering its heading: watch briefly for it.
  const observer = new MutationObserver(() => {
    if (focusMainHeading()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), 3000);
}

/** A sign-in address reached inside the app: the sign-in screens' shell takes over. */
export function GuestShellHere() {
  useEffect(() => void enterGuestShell(), []);
  return <LoadingScreen />;
}

/** Any other address reached in the guest shell (going back, for instance): the app takes over. */
export function AppHere() {
  useEffect(() => void enterApp(window.location.pathname + window.location.search), []);
  return <LoadingScreen />;
}
