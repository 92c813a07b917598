import type { PlanId } from '@slidewise/shared/subscription/plans';
import { FREE_PLAN_ID, trialEndsAt } from '@slidewise/shared/subscription/trial';
import type { AppKysely } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { userService } from '../users/user.service.js';
import { subscriptionRepository, type SubscriptionChanges } from './subscription.repository.js';

export type { SubscriptionRecord, SubscriptionStatus } from './subscription.repository.js';

export function subscriptionService(db: AppKysely, clock: Clock) {
  const subscriptions = subscriptionRepository(db);
  const users = userService(db);

  return {
    async current(leaderId: string) {
      const record = await subscriptions.findCurrent(leaderId);
      if (!record) throw notFound('Subscription');
      return record;
    },

    /** The account's plan standing; undefined when it has no workspace (a learner only). */
    of: (accountId: string) => subscriptions.findCurrent(accountId),

    /** The account becomes a leader on the FREE plan's trial (in the caller's transaction). */
    startTrial(accountId: string) {
      const now = clock.now();
      return subscriptions.createLeaderWithTrial(accountId, FREE_PLAN_ID, now, trialEndsAt(now));
    },

    /** The subscription billed to this Stripe customer. */
    ofStripeCustomer: (customerId: string) => subscriptions.findByStripeCustomer(customerId),

    /** What billing learnt about a leader's paid plan. */
    applyBilling: (leaderId: string, changes: SubscriptionChanges) =>
      subscriptions.update(leaderId, changes, clock.now()),

    /** Records a billing event id; false when it was already recorded (a replay). */
    recordBillingEvent: (id: string, type: string) =>
      subscriptions.recordEvent(id, type, clock.now()),

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
        const user = await users.accountByEmail(email);
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
