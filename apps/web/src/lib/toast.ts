import type { toast as sonnerToast } from 'sonner';
import { notify } from './notify';

type Args = Parameters<typeof sonnerToast>;
type PromiseMessages<T> = NonNullable<Parameters<typeof sonnerToast.promise<T>>[1]>;

const show =
  (kind: 'success' | 'error' | 'info') =>
  (...args: Args): void =>
    notify((toast) => toast[kind](...args));

/**
 * sonner's toasts, with sonner loaded by the first one shown (lib/notify.ts), so a screen that
 * shows none never downloads it. The calls are sonner's; `promise` returns the work itself.
 */
export const toast = Object.assign((...args: Args): void => notify((toast) => toast(...args)), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  promise<T>(work: Promise<T>, messages: PromiseMessages<T>): Promise<T> {
    // sonner reports the failure; until it has loaded, nothing else may call it unhandled.
    work.catch(() => undefined);
    notify((toast) => toast.promise(work, messages));
    return work;
  },
});
