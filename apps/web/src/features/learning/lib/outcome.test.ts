import { describe, expect, it } from 'vitest';
import { DEFAULT_TRAINING_SETTINGS } from '@slidewise/shared/learning/certification';
import { nextAttempt, outcomeOf } from './outcome';

const signOff = { ...DEFAULT_TRAINING_SETTINGS, requireSignOff: true };

describe('outcomeOf', () => {
  it('shows not passed, then the sign-off, then the completion', () => {
    expect(
      outcomeOf({ status: 'in_progress', result: 'failed', signedOffAt: null }, signOff, true),
    ).toBe('failed');
    expect(
      outcomeOf({ status: 'failed', result: 'failed', signedOffAt: null }, signOff, true),
    ).toBe('failed');
    expect(
      outcomeOf({ status: 'in_progress', result: 'passed', signedOffAt: null }, signOff, true),
    ).toBe('sign_off');
    expect(
      outcomeOf({ status: 'completed', result: 'passed', signedOffAt: 'x' }, signOff, true),
    ).toBe('completed');
  });

  it('shows nothing of its own while slides remain, or when no sign-off is asked', () => {
    expect(
      outcomeOf({ status: 'in_progress', result: null, signedOffAt: null }, signOff, false),
    ).toBeNull();
    expect(
      outcomeOf(
        { status: 'in_progress', result: null, signedOffAt: null },
        DEFAULT_TRAINING_SETTINGS,
        true,
      ),
    ).toBeNull();
  });
});

describe('nextAttempt', () => {
  it('counts the attempt to come out of the total', () => {
    expect(nextAttempt({ attempt: 1, attemptsLeft: 2 })).toEqual({ next: 2, of: 3 });
    expect(nextAttempt({ attempt: 2, attemptsLeft: null })).toEqual({ next: 3, of: null });
  });
});
