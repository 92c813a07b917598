import type { toast } from 'sonner';

type Show = (toasts: typeof toast) => unknown;

let toasters = 0;
/** Whether this page has shown a toast: a shell put on the page later shows its toast area. */
let used = false;
let mountToaster: (() => void) | undefined;
const waiting: Show[] = [];

const withSonner = (show: Show) =>
  import('sonner').then(
    ({ toast }) => show(toast),
    (error: unknown) => console.error('Toasts failed to load', error),
  );

/**
 * Shows a toast (`notify((toast) => toast.error(…))`) with sonner loaded on first use, so the
 * sign-in screens open without it. Where no toast area is on the page yet, the shell's host
 * (setToasterHost) puts one there first; the toast shows once it is.
 */
export function notify(show: Show): void {
  used = true;
  if (toasters > 0 || !mountToaster) {
    void withSonner(show);
    return;
  }
  waiting.push(show);
  mountToaster();
}

/** AppToaster on the page (called from its effect, after sonner's): toasts waiting are shown. */
export function toasterMounted(): () => void {
  toasters += 1;
  const shows = waiting.splice(0);
  void withSonner((toast) => {
    // Toasts still on show when the other shell's toast area left the page (a deletion that
    // ends the session says so as the sign-in screen takes over): shown here again.
    for (const active of toast.getToasts())
      if ('title' in active) toast(active.title, active as Parameters<typeof toast>[1]);
    for (const show of shows) show(toast);
  });
  return () => {
    toasters -= 1;
  };
}

/** A shell that puts the toast area on the page only when a toast is due (the guest shell). */
export function setToasterHost(mount: () => void): () => void {
  mountToaster = mount;
  if (used) mount();
  return () => {
    if (mountToaster === mount) mountToaster = undefined;
  };
}
