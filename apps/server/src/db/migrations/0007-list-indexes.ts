import { sql, type Kysely } from 'kysely';

// Indexes that answer the list pages from the index alone: live courses (not deleted)
// in each sort order with the id as tie-break, their live assignees counted per
// course, and slides in position order with the id as tie-break.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'courses_owner_updated_idx',
    'courses_owner_title_idx',
    'courses_owner_created_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await sql`create index courses_live_updated_idx on courses (owner_id, updated_at, id) where deleted_at is null`.execute(
    db,
  );
  await sql`create index courses_live_created_idx on courses (owner_id, created_at, id) where deleted_at is null`.execute(
    db,
  );
  await sql`create index courses_live_title_idx on courses (owner_id, lower(title), id) where deleted_at is null`.execute(
    db,
  );
  await sql`create index assignments_live_course_idx on assignments (course_id) where archived_at is null`.execute(
    db,
  );
  await db.schema.dropIndex('slides_course_position_idx').execute();
  await db.schema
    .createIndex('slides_course_position_idx')
    .on('slides')
    .columns(['course_id', 'position', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('slides_course_position_idx').execute();
  await db.schema
    .createIndex('slides_course_position_idx')
    .on('slides')
    .columns(['course_id', 'position'])
    .execute();
  for (const name of [
    'assignments_live_course_idx',
    'courses_live_title_idx',
    'courses_live_created_idx',
    'courses_live_updated_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  for (const column of ['updated_at', 'title', 'created_at']) {
    await db.schema
      .createIndex(`courses_owner_${column.replace('_at', '')}_idx`)
      .on('courses')
      .columns(['owner_id', column])
      .execute();
  }
}
