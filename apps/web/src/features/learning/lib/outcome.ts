import type { LearningCard } from '@slidewise/shared/learning/assignment';
import type { ProgressState } from '@slidewise/shared/learning/player';

export type Outcome = 'failed' | 'sign_off' | 'completed' | null;

/**
 * What the closing screen shows once every slide is done: not passed (retake or
 * out of attempts), the sign-off step, or the completion with its certificate.
 * Null while the attempt is not finished.
 */
export function outcomeOf(
  state: Pick<LearningCard, 'status' | 'result' | 'signedOffAt'>,
  settings: LearningCard['settings'],
  allDone: boolean,
): Outcome {
  if (state.status === 'completed') return 'completed';
  if (state.result === 'failed') return 'failed';
  if (!allDone) return null;
  // Passed (or nothing to pass) and everything done: what is left is the sign-off.
  return settings.requireSignOff && !state.signedOffAt ? 'sign_off' : null;
}

/** "Try again (attempt 2 of 3)": the next attempt and the total, or null when unlimited. */
export function nextAttempt(state: Pick<ProgressState, 'attempt' | 'attemptsLeft'>) {
  return {
    next: state.attempt + 1,
    of: state.attemptsLeft === null ? null : state.attempt + state.attemptsLeft,
  };
}
