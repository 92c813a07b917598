import type { AppKysely } from '../../db/database.js';
import { toDate } from '../../db/schema.js';

export interface SubscriptionRecord {
  leaderId: string;
  plan: string;
  status: string;
  startAt: Date;
  expiresAt: Date;
}

export function subscriptionRepository(db: AppKysely) {
  return {
    /** The leader record and its `current` subscription, in the caller's transaction. */
    async createLeaderWithTrial(userId: string, plan: string, startAt: Date, expiresAt: Date) {
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

    async findCurrent(leaderId: string): Promise<SubscriptionRecord | undefined> {
      const row = await db
        .executor()
        .selectFrom('subscriptions')
        .select(['leader_id', 'plan', 'status', 'start_at', 'expires_at'])
        .where('leader_id', '=', leaderId)
        .executeTakeFirst();
      return row
        ? {
            leaderId: row.leader_id,
            plan: row.plan,
            status: row.status,
            startAt: toDate(row.start_at),
            expiresAt: toDate(row.expires_at),
          }
        : undefined;
    },
  };
}
