import type { Kysely } from 'kysely';

// Every progress post finds the learner's assignment by (user_id, course_id). With only
// an index on user_id beside the partial one on course_id, SQLite chose the latter and read
// every live assignment of the course (200 in bench:api, 203 µs a post) to find one row.
// The pair's index also serves lookups by user_id alone, so it replaces that index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('assignments_user_course_idx')
    .on('assignments')
    .columns(['user_id', 'course_id'])
    .execute();
  await db.schema.dropIndex('assignments_user_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('assignments_user_idx').on('assignments').column('user_id').execute();
  await db.schema.dropIndex('assignments_user_course_idx').execute();
}
