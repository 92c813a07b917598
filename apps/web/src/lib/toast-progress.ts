import type { TFunction } from 'i18next';
import { errorMessage } from './error-message';
import { toast } from './toast';

/**
 * A save's toast: `loading` while it runs, then `success` or the failure in words
 * (`failure` to word it otherwise). Resolves to the result; a failure rejects after it is shown.
 */
export function toastProgress<T>(
  t: TFunction,
  work: Promise<T>,
  messages: {
    loading: string;
    success: string | ((result: T) => string);
    failure?: (error: unknown) => string;
  },
): Promise<T> {
  return toast.promise(work, {
    loading: messages.loading,
    success: messages.success,
    error: messages.failure ?? ((error: unknown) => errorMessage(t, error)),
  });
}
