import type { Kysely } from 'kysely';
import { timestamp } from './column-types.js';

// Every e-mail is written here (in the transaction of the change that causes it)
// and delivered by a worker that claims rows, retries with backoff and finally
// marks a message failed. (Numbered 0008 so 0007 stays free for work in flight.)
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestamp(db);
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    // queued → sending → sent; back to queued after a failed attempt; failed when out of attempts.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, (c) => c.notNull())
    // A claim's lease: a row still "sending" past it belongs to a worker that died.
    .addColumn('locked_until', ts)
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('sent_at', ts)
    .execute();
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
