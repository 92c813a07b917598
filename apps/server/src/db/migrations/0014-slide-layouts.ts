import { sql, type Kysely } from 'kysely';

// Slides become designed slides: a layout (every existing slide is `text`, so it
// renders as before), subtitle, media, background, author notes and flashcards;
// quiz_type lets SQL tell graded quizzes from polls. Courses get a theme (JSON).
// SQLite takes one ADD COLUMN per statement.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('slides')
    .addColumn('layout', 'text', (c) => c.notNull().defaultTo('text'))
    .execute();
  for (const column of ['subtitle', 'media', 'background', 'notes', 'cards', 'quiz_type']) {
    await db.schema.alterTable('slides').addColumn(column, 'text').execute();
  }
  await sql`update slides set quiz_type = 'choice' where kind = 'quiz'`.execute(db);
  await db.schema.alterTable('courses').addColumn('theme', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').dropColumn('theme').execute();
  for (const column of [
    'quiz_type',
    'cards',
    'notes',
    'background',
    'media',
    'subtitle',
    'layout',
  ]) {
    await db.schema.alterTable('slides').dropColumn(column).execute();
  }
}
