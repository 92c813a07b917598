import type { z } from 'zod';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** The parts of a zod issue (client-side, or from a server's `validation_failed` details) we read. */
interface IssueLike {
  code: string;
  format?: string;
  origin?: string;
  input?: unknown;
}

/**
 * Maps a validation issue to a translation key under `validation.*`. Form
 * errors carry keys, not sentences, so they follow a language change.
 */
export function validationMessageKey(issue: IssueLike): string {
  // Only a client-side issue carries what was typed; an empty value reads as "required".
  if ('input' in issue && (issue.input === undefined || issue.input === ''))
    return 'validation.required';
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid';
    case 'too_small':
      return 'validation.too_short';
    case 'too_big':
      return 'validation.too_long';
    default:
      return 'validation.invalid';
  }
}

/** A zod error map for zodResolver: messages become `validation.*` keys. */
export const validationErrorMap: z.core.$ZodErrorMap = (issue) => validationMessageKey(issue);

/** Field issues from a server `validation_failed` answer, as {field, key}. */
export function serverFieldIssues(error: unknown): { field: string; key: string }[] {
  if (
    !(error instanceof ApiError) ||
    error.code !== 'validation_failed' ||
    !Array.isArray(error.details)
  ) {
    return [];
  }
  return error.details.flatMap((detail: unknown) => {
    const { path, code } = (detail ?? {}) as { path?: unknown; code?: unknown };
    if (typeof path !== 'string' || typeof code !== 'string') return [];
    return [{ field: path, key: validationMessageKey({ code }) }];
  });
}

/**
 * Puts a server `validation_failed` answer's issues on the form's fields.
 * Returns whether any landed, so the caller can still show the rest.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let placed = false;
  for (const { field, key } of serverFieldIssues(error)) {
    const known = fields.find((name) => name === field);
    if (!known) continue;
    setError(known, { type: 'server', message: key });
    placed = true;
  }
  return placed;
}
