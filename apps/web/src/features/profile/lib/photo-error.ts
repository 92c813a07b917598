import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { AVATAR_MAX_MB, type AvatarFileProblem } from './avatar-file';

export function avatarProblemMessage(t: TFunction, problem: AvatarFileProblem): string {
  return problem === 'too_large'
    ? t('profile.photo.errors.tooLarge', { max: AVATAR_MAX_MB })
    : t('profile.photo.errors.wrongType');
}

function firstDetailCode(details: unknown): string | undefined {
  if (!Array.isArray(details)) return undefined;
  const code = (details[0] as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** What a refused photo upload means, in the person's words. */
export function photoErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return avatarProblemMessage(t, 'too_large');
    if (error.status === 415) return avatarProblemMessage(t, 'wrong_type');
    if (error.status === 422 && firstDetailCode(error.details) === 'not_square')
      return t('profile.photo.errors.notSquare');
  } else if (error instanceof Error) {
    // Decoding or drawing the image failed in the browser.
    return t('profile.photo.errors.unreadable');
  }
  return errorMessage(t, error);
}
