import type { Kysely } from 'kysely';
import { boolean, timestamp } from './column-types.js';

// Who has which course (directly and/or through groups), their progress slide by
// slide, the groups a course is assigned to (so later members get it too), and
// the reminders already sent (each at most once).
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestamp(db);

  await db.schema
    .createTable('assignments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('direct', boolean(db), (c) => c.notNull())
    .addColumn('assigned_at', ts, (c) => c.notNull())
    .addColumn('due_at', ts)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'integer')
    .addColumn('last_slide_id', 'text')
    .addColumn('last_activity_at', ts)
    .addColumn('completed_at', ts)
    .addColumn('reminders_enabled', boolean(db), (c) => c.notNull())
    // Removed by the leader after completion: hidden from the course, kept for reports.
    .addColumn('archived_at', ts)
    .execute();
  await db.schema
    .createIndex('assignments_course_email')
    .on('assignments')
    .columns(['course_id', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('assignments_owner_idx')
    .on('assignments')
    .columns(['owner_id', 'status'])
    .execute();
  await db.schema.createIndex('assignments_user_idx').on('assignments').column('user_id').execute();
  await db.schema.createIndex('assignments_email_idx').on('assignments').column('email').execute();
  await db.schema
    .createIndex('assignments_due_idx')
    .on('assignments')
    .columns(['status', 'due_at'])
    .execute();

  await db.schema
    .createTable('assignment_groups')
    .addColumn('assignment_id', 'text', (c) =>
      c.notNull().references('assignments.id').onDelete('cascade'),
    )
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('assignment_groups_pk', ['assignment_id', 'group_id'])
    .execute();
  await db.schema
    .createIndex('assignment_groups_group_idx')
    .on('assignment_groups')
    .column('group_id')
    .execute();

  await db.schema
    .createTable('course_groups')
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('due_at', ts)
    .addColumn('assigned_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('course_groups_pk', ['course_id', 'group_id'])
    .execute();
  await db.schema
    .createIndex('course_groups_group_idx')
    .on('course_groups')
    .column('group_id')
    .execute();

  await db.schema
    .createTable('slide_progress')
    .addColumn('assignment_id', 'text', (c) =>
      c.notNull().references('assignments.id').onDelete('cascade'),
    )
    .addColumn('slide_id', 'text', (c) => c.notNull())
    .addColumn('viewed_at', ts, (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('correct', boolean(db))
    .addPrimaryKeyConstraint('slide_progress_pk', ['assignment_id', 'slide_id'])
    .execute();

  await db.schema
    .createTable('reminders_sent')
    .addColumn('assignment_id', 'text', (c) =>
      c.notNull().references('assignments.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('reminders_sent_pk', ['assignment_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'reminders_sent',
    'slide_progress',
    'course_groups',
    'assignment_groups',
    'assignments',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
