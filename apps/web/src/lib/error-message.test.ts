import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';

const t = i18n.t.bind(i18n);
const apiError = (code: string, retryAfter: number | null = null) =>
  new ApiError({ status: 400, code, message: 'server text that must not be shown', retryAfter });

describe('errorMessage', () => {
  it('translates the code, never the server text', () => {
    expect(errorMessage(t, apiError('invalid_credentials'))).toBe(
      'The e-mail or password is incorrect.',
    );
  });

  it('says how many seconds to wait when rate limited', () => {
    expect(errorMessage(t, apiError('rate_limited', 42))).toBe(
      'Too many attempts. Try again in 42 seconds.',
    );
    expect(errorMessage(t, apiError('rate_limited', 1))).toBe(
      'Too many attempts. Try again in 1 second.',
    );
    expect(errorMessage(t, apiError('rate_limited'))).toBe(
      'Too many attempts. Wait a moment and try again.',
    );
  });

  it('falls back to a generic sentence for unknown codes and non-API errors', () => {
    expect(errorMessage(t, apiError('brand_new_code'))).toBe('Something went wrong. Try again.');
    expect(errorMessage(t, new Error('boom'))).toBe('Something went wrong. Try again.');
  });
});
