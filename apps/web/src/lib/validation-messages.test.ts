import { describe, expect, it } from 'vitest';
import { signUpSchema } from '@slidewise/shared/auth/schemas';
import { ApiError } from './api-client';
import { serverFieldIssues, validationErrorMap } from './validation-messages';

function keysFor(input: unknown): Record<string, string> {
  const result = signUpSchema.safeParse(input, { error: validationErrorMap });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('validationErrorMap with the shared schemas', () => {
  it('asks for missing values', () => {
    expect(keysFor({ name: '  ', email: '', password: '' })).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(keysFor({})).toMatchObject({ name: 'validation.required' });
  });

  it('asks for a valid e-mail address and flags overlong values', () => {
    expect(keysFor({ name: 'x'.repeat(101), email: 'not-an-address', password: 'pw' })).toEqual({
      name: 'validation.too_long',
      email: 'validation.email',
    });
  });
});

describe('serverFieldIssues', () => {
  it('maps a validation_failed answer to fields and keys', () => {
    const error = new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'x',
      details: [
        { path: 'email', code: 'invalid_format', message: 'Invalid email' },
        { bogus: true },
      ],
    });
    expect(serverFieldIssues(error)).toEqual([{ field: 'email', key: 'validation.invalid' }]);
  });

  it('ignores other errors', () => {
    expect(
      serverFieldIssues(new ApiError({ status: 401, code: 'unauthorized', message: 'x' })),
    ).toEqual([]);
  });
});
