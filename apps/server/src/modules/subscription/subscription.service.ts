import type { PlanId } from '@slidewise/shared/subscription/plans';
import { trialEndsAt } from '@slidewise/shared/subscription/trial';
import type { AppKysely } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { userRepository } from '../users/user.repository.js';
import { subscriptionRepository } from './subscription.repository.js';

export function subscriptionService(db: AppKysely, clock: Clock) {
  const subscriptions = subscriptionRepository(db);
  const users = userRepository(db);

  return {
    async current(leaderId: string) {
      const record = await subscriptions.findCurrent(leaderId);
      if (!record) throw notFound('Subscription');
      return record;
    },

    /**
     * The operator's way to set a plan when billing is not configured. A learner-only
     * account becomes a leader. PRO needs a paid-through date; FREE ends any paid plan.
     */
    async setPlan(email: string, plan: PlanId, until: Date | undefined) {
      const now = clock.now();
      if (plan === 'PRO' && (!until || until <= now)) {
        throw new AppError(
          422,
          'validation_failed',
          'PRO needs --until with a date in the future.',
        );
      }
      return db.transaction().execute(async () => {
        const user = await users.findByEmail(email);
        if (!user) throw notFound('User');
        if (!(await subscriptions.findCurrent(user.id))) {
          await subscriptions.createLeaderWithTrial(user.id, 'FREE', now, trialEndsAt(now));
        }
        await subscriptions.update(
          user.id,
          plan === 'PRO'
            ? { plan, status: 'active', expiresAt: until }
            : { plan, status: 'canceled', expiresAt: until ?? now },
          now,
        );
        return (await subscriptions.findCurrent(user.id))!;
      });
    },

    /** What the leader's workspace holds, as the plan counts it. */
    usage: (leaderId: string) => subscriptions.usage(leaderId),

    listLeaders: () => subscriptions.listLeaders(),
  };
}

export type SubscriptionService = ReturnType<typeof subscriptionService>;
