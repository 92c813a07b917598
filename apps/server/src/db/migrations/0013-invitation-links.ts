import { sql, type Kysely } from 'kysely';

// Every invitation e-mail gets its own link that stays valid until it expires or the
// address joins (no more "each new e-mail kills the previous link"); a link remembers
// the course it was about, and an assignment keeps the leader's message. Progress of
// unfinished assignments is recounted under the one definition (a quiz counts once
// answered; a score only once completed).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invitations_inviter_email').execute();
  await db.schema
    .createIndex('invitations_email_idx')
    .on('invitations')
    .columns(['email', 'accepted_at'])
    .execute();
  await db.schema.alterTable('invitations').addColumn('course_id', 'text').execute();
  await db.schema.alterTable('assignments').addColumn('message', 'text').execute();

  const slides = sql`(select count(*) from slides where slides.course_id = assignments.course_id)`;
  const done = sql`(select count(*) from slide_progress sp join slides s on s.id = sp.slide_id where sp.assignment_id = assignments.id and s.course_id = assignments.course_id and (s.kind <> 'quiz' or sp.answer is not null))`;
  await sql`update assignments set score = null, progress = case when ${slides} = 0 then 0 else 100 * ${done} / ${slides} end where status not in ('completed', 'failed')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assignments').dropColumn('message').execute();
  await db.schema.alterTable('invitations').dropColumn('course_id').execute();
  await db.schema.dropIndex('invitations_email_idx').execute();
  await db.schema
    .createIndex('invitations_inviter_email')
    .on('invitations')
    .columns(['inviter_id', 'email'])
    .unique()
    .execute();
}
