import { computeTrial } from '@slidewise/shared/subscription/trial';
import type { Subscription } from '@slidewise/shared/me/schemas';
import type { SubscriptionRecord } from './subscription.repository.js';

export function presentSubscription(record: SubscriptionRecord, now: Date): Subscription {
  return {
    plan: record.plan,
    startAt: record.startAt.toISOString(),
    expiresAt: record.expiresAt.toISOString(),
    trial: computeTrial(record.startAt, record.expiresAt, now),
  };
}
