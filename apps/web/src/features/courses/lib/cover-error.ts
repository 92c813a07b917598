import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { COVER_MAX_MB, type CoverFileProblem } from './cover-file';

export function coverProblemMessage(t: TFunction, problem: CoverFileProblem): string {
  return problem === 'too_large'
    ? t('courses.cover.tooLarge', { max: COVER_MAX_MB })
    : t('courses.cover.wrongType');
}

/** What a refused cover upload means, in the person's words. */
export function coverErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return coverProblemMessage(t, 'too_large');
    if (error.status === 415) return coverProblemMessage(t, 'wrong_type');
  }
  return errorMessage(t, error);
}
