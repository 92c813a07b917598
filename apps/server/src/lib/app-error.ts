import type { ErrorCode, FieldIssue } from '@slidewise/shared/http/errors';

/**
 * The one error type the app throws on purpose. The errors plugin turns it into
 * `{error: {code, message, details?}}` with its status; anything else is a 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found.`);

export const unauthorized = () => new AppError(401, 'unauthorized', 'Sign in to continue.');

export const validationFailed = (details: FieldIssue[], message = 'Some fields are invalid.') =>
  new AppError(422, 'validation_failed', message, details);
