import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * The sentence a person sees for a failure: always from `errors.<code>` in
 * their language, never the server's own text.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.unknown');
  if (error.code === 'rate_limited' && error.retryAfter) {
    return t('errors.rate_limited_wait', { count: error.retryAfter });
  }
  return t(`errors.${error.code}`, { defaultValue: t('errors.unknown') });
}
