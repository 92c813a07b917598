import type { PlanLimits } from '@slidewise/shared/subscription/plans';
import { computeTrial } from '@slidewise/shared/subscription/trial';
import { FREE_LIMITS, UNLIMITED } from './plans.js';
import type { SubscriptionRecord } from './subscription.repository.js';

/**
 * Where a leader stands: a paid plan runs until its paid-through date; FREE is
 * unlimited during the trial and limited after it (PRODUCT.md).
 */
export function standing(
  record: SubscriptionRecord,
  now: Date,
): { limited: boolean; limits: PlanLimits } {
  const paidActive =
    record.plan !== 'FREE' && record.status !== 'canceled' && now < record.expiresAt;
  if (paidActive) return { limited: false, limits: UNLIMITED };
  const trialActive =
    record.plan === 'FREE' &&
    computeTrial(record.startAt, record.expiresAt, now).status === 'active';
  return trialActive
    ? { limited: false, limits: UNLIMITED }
    : { limited: true, limits: FREE_LIMITS };
}
