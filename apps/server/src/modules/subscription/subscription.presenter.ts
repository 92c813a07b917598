import { computeTrial } from '@slidewise/shared/subscription/trial';
import type { Subscription } from '@slidewise/shared/me/schemas';
import type { SubscriptionDetails } from '@slidewise/shared/subscription/plans';
import type { SubscriptionRecord } from './subscription.repository.js';
import { standing } from './subscription.standing.js';

export function presentSubscription(record: SubscriptionRecord, now: Date): Subscription {
  return {
    plan: record.plan,
    startAt: record.startAt.toISOString(),
    expiresAt: record.expiresAt.toISOString(),
    trial: computeTrial(record.startAt, record.expiresAt, now),
  };
}

export function presentSubscriptionDetails(
  record: SubscriptionRecord,
  now: Date,
  billingConfigured: boolean,
  usage: SubscriptionDetails['usage'],
): SubscriptionDetails {
  const { limited, limits } = standing(record, now);
  return {
    ...presentSubscription(record, now),
    plan: record.plan,
    status: record.status,
    renewsAt: record.plan === 'FREE' ? null : record.expiresAt.toISOString(),
    limited,
    limits,
    usage,
    billing: {
      configured: billingConfigured,
      canManage: billingConfigured && record.stripeCustomerId !== null,
    },
  };
}
