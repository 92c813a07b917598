import type { Kysely } from 'kysely';

// The hourly sweep deletes better-auth's expired verification rows by expires_at
// (modules/auth/verification-sweep.ts): an index, so that it reads only those.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('verifications_expires_at')
    .on('verifications')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('verifications_expires_at').execute();
}
