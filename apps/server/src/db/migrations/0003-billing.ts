import type { Kysely } from 'kysely';
import { timestamp } from './column-types.js';

// Stripe webhook events already handled, so a replay changes nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', timestamp(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_stripe_customer_idx')
    .on('subscriptions')
    .column('stripe_customer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscriptions_stripe_customer_idx').execute();
  await db.schema.dropTable('billing_events').execute();
}
