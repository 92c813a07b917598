import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { planPolicy, type PlanRequest } from './subscription.policy.js';
import type { SubscriptionRecord } from './subscription.repository.js';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-01-01T00:00:00Z');
const free: SubscriptionRecord = {
  leaderId: 'l1',
  plan: 'FREE',
  status: 'trialing',
  startAt: start,
  expiresAt: new Date(start.getTime() + 14 * DAY),
  stripeCustomerId: null,
  stripeSubscriptionId: null,
};
const at = (days: number) => planPolicy({ now: () => new Date(start.getTime() + days * DAY) });

function refusal(days: number, record: SubscriptionRecord, request: PlanRequest) {
  try {
    at(days).assertAllows(record, request);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    return { status: e.status, code: e.code, details: e.details };
  }
}

describe('planPolicy', () => {
  it('allows everything during the trial', () => {
    expect(refusal(13.99, free, { limit: 'courses', current: 50 })).toBeUndefined();
    expect(refusal(13.99, free, { limit: 'groups' })).toBeUndefined();
  });

  it('enforces the FREE limits from the moment the trial ends', () => {
    expect(refusal(14, free, { limit: 'courses', current: 2 })).toBeUndefined();
    expect(refusal(14, free, { limit: 'courses', current: 3 })).toEqual({
      status: 402,
      code: 'plan_limit',
      details: { limit: 'courses', max: 3 },
    });
    expect(refusal(20, free, { limit: 'assignees', current: 20, adding: 5 })).toBeUndefined();
    expect(refusal(20, free, { limit: 'assignees', current: 20, adding: 6 })?.details).toEqual({
      limit: 'assignees',
      max: 25,
    });
    expect(refusal(20, free, { limit: 'groups' })?.details).toEqual({ limit: 'groups', max: null });
  });

  it('lifts the limits while a paid plan runs, and restores them when it lapses or is canceled', () => {
    const pro = {
      ...free,
      plan: 'PRO' as const,
      status: 'active' as const,
      expiresAt: new Date(start.getTime() + 60 * DAY),
    };
    expect(refusal(30, pro, { limit: 'groups' })).toBeUndefined();
    expect(
      refusal(30, { ...pro, status: 'past_due' }, { limit: 'courses', current: 99 }),
    ).toBeUndefined();
    expect(refusal(61, pro, { limit: 'groups' })?.code).toBe('plan_limit');
    expect(refusal(30, { ...pro, status: 'canceled' }, { limit: 'groups' })?.code).toBe(
      'plan_limit',
    );
  });

  it('does not apply to an account without a workspace', () => {
    expect(
      refusal(100, undefined as unknown as SubscriptionRecord, { limit: 'groups' }),
    ).toBeUndefined();
  });
});
