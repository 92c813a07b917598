import type { Kysely } from 'kysely';
import { timestamp } from './column-types.js';

// Courses and their slides. A course is soft-deleted (deleted_at) so learning
// records that point at it survive for the leader's reports.
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestamp(db);

  await db.schema
    .createTable('courses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_upload_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // Kept up to date in the transaction that changes the slides, so lists need no join.
    .addColumn('slide_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_minutes', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('deleted_at', ts)
    .execute();
  await db.schema
    .createIndex('courses_owner_updated_idx')
    .on('courses')
    .columns(['owner_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('courses_owner_title_idx')
    .on('courses')
    .columns(['owner_id', 'title'])
    .execute();
  await db.schema
    .createIndex('courses_owner_created_idx')
    .on('courses')
    .columns(['owner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('slides')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text')
    .addColumn('quiz', 'text')
    .addColumn('minutes', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('slides_course_position_idx')
    .on('slides')
    .columns(['course_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('slides').execute();
  await db.schema.dropTable('courses').execute();
}
