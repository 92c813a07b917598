import {
  FREE_PLAN_ID,
  TRIAL_POPUP_SUPPRESSION_MINUTES,
  TRIAL_POPUP_THRESHOLD_DAYS,
  type Trial,
} from './trial.js';

/** sessionStorage key holding when the trial popup was last shown (ms since the epoch). */
export const TRIAL_POPUP_STORAGE_KEY = 'slidewise.trialPopupShownAt';

const SUPPRESSION_MS = TRIAL_POPUP_SUPPRESSION_MINUTES * 60 * 1000;

export interface TrialPopupInput {
  /** The leader's trial, or null when there is none (learner-only account). */
  trial: Trial | null;
  plan: string | null;
  isLeader: boolean;
  /** When the popup was last shown in this browser session (ms), or null. */
  lastShownAt: number | null;
  /** The current time (ms). */
  now: number;
}

export type TrialPopupDecision =
  | { show: false }
  /** `ended`: the trial is over, so the popup says so instead of counting days. */
  | { show: true; ended: boolean; daysLeft: number };

/**
 * The seed's popup rule: a leader on FREE sees it with 5 or fewer days left (and after the
 * trial has ended), unless it was shown within the last 60 minutes of this browser session.
 */
export function shouldShowTrialPopup({
  trial,
  plan,
  isLeader,
  lastShownAt,
  now,
}: TrialPopupInput): TrialPopupDecision {
  if (!isLeader || !trial || plan !== FREE_PLAN_ID) return { show: false };
  const ended = trial.status === 'expired';
  if (!ended && trial.daysLeft > TRIAL_POPUP_THRESHOLD_DAYS) return { show: false };
  // A time in the future cannot be a real showing (clock moved back, or a forged value).
  const recentlyShown =
    lastShownAt !== null && lastShownAt <= now && now - lastShownAt < SUPPRESSION_MS;
  if (recentlyShown) return { show: false };
  return { show: true, ended, daysLeft: ended ? 0 : trial.daysLeft };
}

/** Reads the stored time; anything but a positive whole number of ms counts as never shown. */
export function parseLastShown(raw: string | null): number | null {
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
