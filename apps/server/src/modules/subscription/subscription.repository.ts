import type { PlanId } from '@slidewise/shared/subscription/plans';
import { sql } from 'kysely';
import type { AppKysely } from '../../db/database.js';
import { toDate } from '../../db/schema.js';

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionRecord {
  leaderId: string;
  plan: PlanId;
  status: SubscriptionStatus;
  startAt: Date;
  expiresAt: Date;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

export interface SubscriptionChanges {
  plan?: PlanId;
  status?: SubscriptionStatus;
  expiresAt?: Date;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
}

export function subscriptionRepository(db: AppKysely) {
  const columns = [
    'leader_id',
    'plan',
    'status',
    'start_at',
    'expires_at',
    'stripe_customer_id',
    'stripe_subscription_id',
  ] as const;
  const find = (
    where: 'leader_id' | 'stripe_customer_id' | 'stripe_subscription_id',
    value: string,
  ) =>
    db
      .executor()
      .selectFrom('subscriptions')
      .select(columns)
      .where(where, '=', value)
      .executeTakeFirst()
      .then((row) =>
        row
          ? {
              leaderId: row.leader_id,
              plan: row.plan as PlanId,
              status: row.status as SubscriptionStatus,
              startAt: toDate(row.start_at),
              expiresAt: toDate(row.expires_at),
              stripeCustomerId: row.stripe_customer_id,
              stripeSubscriptionId: row.stripe_subscription_id,
            }
          : undefined,
      );

  return {
    /** The leader record and its `current` subscription, in the caller's transaction. */
    async createLeaderWithTrial(userId: string, plan: PlanId, startAt: Date, expiresAt: Date) {
      const exec = db.executor();
      await exec
        .insertInto('leaders')
        .values({ user_id: userId, organisation_name: null, created_at: startAt.toISOString() })
        .execute();
      await exec
        .insertInto('subscriptions')
        .values({
          leader_id: userId,
          plan,
          status: 'trialing',
          start_at: startAt.toISOString(),
          expires_at: expiresAt.toISOString(),
          stripe_customer_id: null,
          stripe_subscription_id: null,
          updated_at: startAt.toISOString(),
        })
        .execute();
    },

    findCurrent: (leaderId: string): Promise<SubscriptionRecord | undefined> =>
      find('leader_id', leaderId),
    findByStripeCustomer: (id: string) => find('stripe_customer_id', id),
    findByStripeSubscription: (id: string) => find('stripe_subscription_id', id),

    async update(leaderId: string, changes: SubscriptionChanges, now: Date): Promise<void> {
      await db
        .executor()
        .updateTable('subscriptions')
        .set({
          ...(changes.plan !== undefined ? { plan: changes.plan } : {}),
          ...(changes.status !== undefined ? { status: changes.status } : {}),
          ...(changes.expiresAt !== undefined
            ? { expires_at: changes.expiresAt.toISOString() }
            : {}),
          ...(changes.stripeCustomerId !== undefined
            ? { stripe_customer_id: changes.stripeCustomerId }
            : {}),
          ...(changes.stripeSubscriptionId !== undefined
            ? { stripe_subscription_id: changes.stripeSubscriptionId }
            : {}),
          updated_at: now.toISOString(),
        })
        .where('leader_id', '=', leaderId)
        .execute();
    },

    /**
     * What the leader's workspace holds, as the plan counts it, in one statement: live
     * courses, people ever assigned (by address), and groups.
     */
    async usage(leaderId: string) {
      const row = await db
        .executor()
        .selectNoFrom((eb) => [
          eb
            .selectFrom('courses')
            .where('owner_id', '=', leaderId)
            .where('deleted_at', 'is', null)
            .select((c) => c.fn.countAll<number>().as('n'))
            .as('courses'),
          eb
            .selectFrom('assignments')
            .where('owner_id', '=', leaderId)
            .select(sql<number>`count(distinct email)`.as('n'))
            .as('assignees'),
          eb
            .selectFrom('groups')
            .where('owner_id', '=', leaderId)
            .select((g) => g.fn.countAll<number>().as('n'))
            .as('groups'),
        ])
        .executeTakeFirstOrThrow();
      return {
        courses: Number(row.courses),
        assignees: Number(row.assignees),
        groups: Number(row.groups),
      };
    },

    /** Records a webhook event id; false when it was already recorded (a replay). */
    async recordEvent(id: string, type: string, at: Date): Promise<boolean> {
      const result = await db
        .executor()
        .insertInto('billing_events')
        .values({ id, type, received_at: at.toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async listLeaders() {
      return db
        .executor()
        .selectFrom('users')
        .leftJoin('subscriptions', 'subscriptions.leader_id', 'users.id')
        .select([
          'users.email',
          'users.name',
          'subscriptions.plan',
          'subscriptions.status',
          'subscriptions.expires_at',
        ])
        .orderBy('users.email')
        .execute();
    },
  };
}
