import { courseSchema, type Course } from '@slidewise/shared/courses/course';
import {
  PUBLISH_PROBLEM_CODES,
  type PublishProblemCode,
} from '@slidewise/shared/courses/publish-check';
import { ApiError } from '@/lib/api-client';

/** The codes of a `validation_failed` answer's field issues. */
export function issueCodes(error: unknown): string[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    const code = (detail as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? [code] : [];
  });
}

/** Publishing was refused because the course has no slide yet (422, issue `no_slides`). */
export function isNoSlidesError(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 422 && issueCodes(error).includes('no_slides')
  );
}

/** A slide to fix before publishing (422 issues from the server's publish check). */
export interface PublishIssue {
  slide: number;
  code: PublishProblemCode;
}

const PUBLISH_CODES = new Set<string>(PUBLISH_PROBLEM_CODES);

/** The slides the publish check refused, in order; empty for any other failure. */
export function publishIssues(error: unknown): PublishIssue[] {
  if (!(error instanceof ApiError) || error.status !== 422 || !Array.isArray(error.details))
    return [];
  return error.details.flatMap((detail: unknown) => {
    const { code, path } = (detail ?? {}) as { code?: unknown; path?: unknown };
    const slide = typeof path === 'string' ? /^slides\.(\d+)$/u.exec(path)?.[1] : undefined;
    return typeof code === 'string' && PUBLISH_CODES.has(code) && slide
      ? [{ slide: Number(slide), code: code as PublishIssue['code'] }]
      : [];
  });
}

/** The cover is not an image this leader uploaded (422, issue `invalid_upload`). */
export function isInvalidCoverError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 422 &&
    issueCodes(error).includes('invalid_upload')
  );
}

/**
 * The course as it is now on the server, when a save was refused for being based on an
 * older version (409 `conflict`, with `details.current`); else null.
 */
export function conflictCurrent(error: unknown): Course | null {
  if (!(error instanceof ApiError) || error.code !== 'conflict') return null;
  const current = (error.details as { current?: unknown } | null | undefined)?.current;
  const parsed = courseSchema.safeParse(current);
  return parsed.success ? parsed.data : null;
}

/** The plan does not allow this (402 `plan_limit`): the screen offers the upgrade. */
export function isPlanLimitError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'plan_limit';
}
