import { describe, expect, it } from 'vitest';
import {
  parseLastShown,
  shouldShowTrialPopup,
  TRIAL_POPUP_STORAGE_KEY,
  type TrialPopupInput,
} from './popup.js';
import { computeTrial, trialEndsAt } from './trial.js';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const start = new Date('2026-03-01T00:00:00.000Z');
const end = trialEndsAt(start);

/** A leader on FREE, seen by a fake clock `daysLeft` days before the trial ends. */
function leaderWith(daysLeft: number, extra: Partial<TrialPopupInput> = {}): TrialPopupInput {
  const now = new Date(end.getTime() - daysLeft * DAY);
  return {
    trial: computeTrial(start, end, now),
    plan: 'FREE',
    isLeader: true,
    lastShownAt: null,
    now: now.getTime(),
    ...extra,
  };
}

describe('shouldShowTrialPopup', () => {
  it('stays hidden with 10 days left', () => {
    expect(shouldShowTrialPopup(leaderWith(10))).toEqual({ show: false });
  });

  it('shows with exactly 5 days left, counting them', () => {
    expect(shouldShowTrialPopup(leaderWith(5))).toEqual({ show: true, ended: false, daysLeft: 5 });
  });

  it('stays hidden at 5.01 days left, which rounds up to 6', () => {
    const input = leaderWith(5.01);
    expect(input.trial?.daysLeft).toBe(6);
    expect(shouldShowTrialPopup(input)).toEqual({ show: false });
  });

  it('shows with one second left', () => {
    expect(shouldShowTrialPopup(leaderWith(1 / 86_400))).toEqual({
      show: true,
      ended: false,
      daysLeft: 1,
    });
  });

  it('shows after the trial has ended, flagged so the wording says so', () => {
    expect(shouldShowTrialPopup(leaderWith(0))).toEqual({ show: true, ended: true, daysLeft: 0 });
    expect(shouldShowTrialPopup(leaderWith(-30))).toEqual({
      show: true,
      ended: true,
      daysLeft: 0,
    });
  });

  it('is suppressed for 60 minutes after it was shown', () => {
    const { now } = leaderWith(4);
    expect(shouldShowTrialPopup(leaderWith(4, { lastShownAt: now - 59 * MINUTE }))).toEqual({
      show: false,
    });
    expect(shouldShowTrialPopup(leaderWith(4, { lastShownAt: now - 1 }))).toEqual({
      show: false,
    });
    expect(shouldShowTrialPopup(leaderWith(4, { lastShownAt: now - 60 * MINUTE })).show).toBe(true);
    expect(shouldShowTrialPopup(leaderWith(4, { lastShownAt: now - 3 * 60 * MINUTE })).show).toBe(
      true,
    );
  });

  it('ignores a recorded time in the future', () => {
    const { now } = leaderWith(4);
    expect(shouldShowTrialPopup(leaderWith(4, { lastShownAt: now + 10 * MINUTE })).show).toBe(true);
  });

  it('treats a corrupt stored value as never shown', () => {
    const lastShownAt = parseLastShown('{"oops":');
    expect(shouldShowTrialPopup(leaderWith(4, { lastShownAt })).show).toBe(true);
  });

  it('never shows to a learner-only account', () => {
    expect(shouldShowTrialPopup(leaderWith(1, { isLeader: false }))).toEqual({ show: false });
    expect(shouldShowTrialPopup({ ...leaderWith(1), trial: null })).toEqual({ show: false });
  });

  it('never shows on PRO, even once the paid period is over', () => {
    expect(shouldShowTrialPopup(leaderWith(1, { plan: 'PRO' }))).toEqual({ show: false });
    expect(shouldShowTrialPopup(leaderWith(-3, { plan: 'PRO' }))).toEqual({ show: false });
  });
});

describe('parseLastShown', () => {
  it('reads what the popup stores', () => {
    const now = Date.UTC(2026, 2, 10, 12);
    expect(parseLastShown(String(now))).toBe(now);
  });

  it.each([null, '', 'soon', 'NaN', 'Infinity', '-5', '0', '1.5', '1e12', '12abc', '9'.repeat(30)])(
    'reads %j as never shown',
    (raw) => {
      expect(parseLastShown(raw)).toBeNull();
    },
  );

  it('names its key', () => {
    expect(TRIAL_POPUP_STORAGE_KEY).toBe('slidewise.trialPopupShownAt');
  });
});
