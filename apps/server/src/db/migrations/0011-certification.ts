import type { Kysely } from 'kysely';
import { boolean, falseValue, timestamp } from './column-types.js';

// Training that counts: course pass marks, attempts, validity and sign-off; each
// finished attempt kept on record; certificates with public ids; rounds of an
// assignment (a new round after expiry or a retrain on republish).
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestamp(db);

  await db.schema.alterTable('courses').addColumn('pass_mark', 'integer').execute();
  await db.schema.alterTable('courses').addColumn('max_attempts', 'integer').execute();
  await db.schema.alterTable('courses').addColumn('valid_for_days', 'integer').execute();
  await db.schema
    .alterTable('courses')
    .addColumn('require_sign_off', boolean(db), (c) => c.notNull().defaultTo(falseValue(db)))
    .execute();

  // The current round and attempt; `result` of the attempt last finished.
  await db.schema
    .alterTable('assignments')
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('assignments')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('assignments')
    .addColumn('extra_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('assignments').addColumn('result', 'text').execute();
  await db.schema.alterTable('assignments').addColumn('signed_off_name', 'text').execute();
  await db.schema.alterTable('assignments').addColumn('signed_off_at', ts).execute();
  await db.schema.alterTable('assignments').addColumn('completed_version', 'integer').execute();
  // Kept across rounds: the last certificate and until when it holds.
  await db.schema.alterTable('assignments').addColumn('certificate_id', 'text').execute();
  await db.schema.alterTable('assignments').addColumn('certified_at', ts).execute();
  await db.schema.alterTable('assignments').addColumn('valid_until', ts).execute();
  await db.schema
    .createIndex('assignments_valid_until_idx')
    .on('assignments')
    .columns(['status', 'valid_until'])
    .execute();

  await db.schema
    .createTable('assignment_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('assignment_id', 'text', (c) =>
      c.notNull().references('assignments.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('result', 'text')
    .addColumn('course_version', 'integer', (c) => c.notNull())
    // [{slideId, answer, correct}] as they stood when the attempt finished.
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('finished_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assignment_attempts_unique')
    .on('assignment_attempts')
    .columns(['assignment_id', 'round', 'attempt'])
    .unique()
    .execute();

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('assignment_id', 'text', (c) =>
      c.notNull().references('assignments.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('learner_name', 'text', (c) => c.notNull())
    .addColumn('course_title', 'text', (c) => c.notNull())
    .addColumn('issuer_name', 'text', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('course_version', 'integer', (c) => c.notNull())
    .addColumn('signed_off_name', 'text')
    .addColumn('issued_at', ts, (c) => c.notNull())
    .addColumn('valid_until', ts)
    .addColumn('revoked_at', ts)
    .execute();
  // One certificate per pass: a round is passed at most once.
  await db.schema
    .createIndex('certificates_assignment_round')
    .on('certificates')
    .columns(['assignment_id', 'round'])
    .unique()
    .execute();
  await db.schema
    .createIndex('certificates_owner_idx')
    .on('certificates')
    .column('owner_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
  await db.schema.dropTable('assignment_attempts').execute();
  await db.schema.dropIndex('assignments_valid_until_idx').execute();
  for (const column of [
    'valid_until',
    'certified_at',
    'certificate_id',
    'completed_version',
    'signed_off_at',
    'signed_off_name',
    'result',
    'extra_attempts',
    'attempt',
    'round',
  ])
    await db.schema.alterTable('assignments').dropColumn(column).execute();
  for (const column of ['require_sign_off', 'valid_for_days', 'max_attempts', 'pass_mark'])
    await db.schema.alterTable('courses').dropColumn(column).execute();
}
