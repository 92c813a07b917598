import type { PlanLimitDetails } from '@slidewise/shared/subscription/plans';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SubscriptionRecord } from './subscription.repository.js';
import { standing } from './subscription.standing.js';

/** What an action is about to do, with the leader's current usage. */
export type PlanRequest =
  | { limit: 'courses'; current: number; adding?: number }
  | { limit: 'assignees'; current: number; adding: number }
  | { limit: 'groups' }
  | { limit: 'sso' };

const MESSAGES: Record<PlanLimitDetails['limit'], string> = {
  courses: 'Your plan allows no more courses. Upgrade to add more.',
  assignees: 'Your plan allows no more assignees. Upgrade to assign more people.',
  groups: 'Groups are part of the Pro plan. Upgrade to use them.',
  sso: 'Single sign-on is part of the Pro plan. Upgrade to use it.',
};

/**
 * The one plan-limit policy every module asks before a guarded action
 * (course create / duplicate, assigning, groups). Past a limit: 402 `plan_limit`.
 * It never deletes anything; what exceeds the limit stays readable.
 */
export function planPolicy(clock: Clock) {
  return {
    assertAllows(subscription: SubscriptionRecord | undefined, request: PlanRequest): void {
      if (!subscription) return;
      const { limited, limits } = standing(subscription, clock.now());
      if (!limited) return;
      const refuse = (max: number | null) =>
        new AppError(402, 'plan_limit', MESSAGES[request.limit], {
          limit: request.limit,
          max,
        } satisfies PlanLimitDetails);
      // Groups and single sign-on come together with Pro.
      if (request.limit === 'groups' || request.limit === 'sso') {
        if (!limits.groups) throw refuse(null);
        return;
      }
      const max = limits[request.limit];
      const adding = request.adding ?? 1;
      if (max !== null && request.current + adding > max) throw refuse(max);
    },
  };
}

export type PlanPolicy = ReturnType<typeof planPolicy>;
