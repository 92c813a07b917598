import type { SubscriptionDetails } from '@slidewise/shared/subscription/plans';

/** A workspace's subscription as the API answers it: on day 5 of the free trial, unless overridden. */
export function subscriptionDetails(
  overrides: Partial<SubscriptionDetails> = {},
): SubscriptionDetails {
  return {
    plan: 'FREE',
    status: 'trialing',
    startAt: '2026-03-01T12:00:00.000Z',
    expiresAt: '2026-03-15T12:00:00.000Z',
    trial: { status: 'active', daysLeft: 9 },
    renewsAt: null,
    limited: false,
    limits: { courses: null, assignees: null, groups: true },
    usage: { courses: 0, assignees: 0, groups: 0 },
    billing: { configured: false, canManage: false },
    ...overrides,
  };
}
