import type { Kysely } from 'kysely';

// An e-mail sent on a leader's behalf (an invitation, an assignment) names the leader,
// so their member and assignee lists can show whether it reached the person, and offer
// to send it again when it did not.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('leader_id', 'text').execute();
  await db.schema
    .createIndex('mail_outbox_leader_idx')
    .on('mail_outbox')
    .columns(['leader_id', 'to_address', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_leader_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('leader_id').execute();
}
