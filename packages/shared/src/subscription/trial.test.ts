import { describe, expect, it } from 'vitest';
import { computeTrial, TRIAL_DAYS, trialEndsAt } from './trial.js';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-01-01T00:00:00.000Z');
const end = trialEndsAt(start);
const at = (days: number) => new Date(start.getTime() + days * DAY);

describe('computeTrial', () => {
  it('ends 14 days after it starts', () => {
    expect(TRIAL_DAYS).toBe(14);
    expect(end.toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });

  it.each([
    [0, 'active', 14],
    [5, 'active', 9],
    [5.01, 'active', 9],
    [9, 'active', 5],
    [9.01, 'active', 5],
    [13.99, 'active', 1],
    [14, 'expired', 0],
    [15, 'expired', 0],
  ] as const)('after %f days it is %s with %i days left', (days, status, daysLeft) => {
    expect(computeTrial(start, end, at(days))).toEqual({ status, daysLeft });
  });

  it('is expired one millisecond before the end if more than 14 days have passed since the start', () => {
    const oddEnd = new Date(start.getTime() + 20 * DAY);
    expect(computeTrial(start, oddEnd, at(14.5)).status).toBe('expired');
  });

  it('counts whole days rounded up, never below zero', () => {
    expect(computeTrial(start, end, new Date(end.getTime() - 1)).daysLeft).toBe(1);
    expect(computeTrial(start, end, at(400)).daysLeft).toBe(0);
  });
});
