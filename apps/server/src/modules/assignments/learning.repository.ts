import { sql, type Insertable, type Kysely, type RawBuilder, type Updateable } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.js';
import type { AppKysely, DialectName } from '../../db/database.js';
import type {
  AssignmentAttemptsTable,
  AssignmentsTable,
  CertificatesTable,
  Database,
} from '../../db/schema.js';
import { effectiveStatus, type ProgressTally } from '../progress/assignment-progress.js';

export function learningRepository(db: AppKysely, dialect: DialectName) {
  const x = () => db.executor();
  const mineIn = (k: Kysely<Database>, userId: string, nowIso: string) =>
    k
      .selectFrom('assignments')
      .innerJoin('courses', 'courses.id', 'assignments.course_id')
      .innerJoin('users as leader', 'leader.id', 'assignments.owner_id')
      .leftJoin('leaders', 'leaders.user_id', 'assignments.owner_id')
      .where('assignments.user_id', '=', userId)
      .where('assignments.archived_at', 'is', null)
      .where('courses.deleted_at', 'is', null)
      .select([
        'assignments.id',
        'assignments.course_id',
        'assignments.due_at',
        'assignments.progress',
        'assignments.score',
        'assignments.last_slide_id',
        'assignments.completed_at',
        'assignments.assigned_at',
        'assignments.message',
        'assignments.owner_id',
        'assignments.user_id',
        'assignments.status',
        'assignments.round',
        'assignments.attempt',
        'assignments.extra_attempts',
        'assignments.result',
        'assignments.signed_off_at',
        'assignments.signed_off_name',
        'assignments.certificate_id',
        'assignments.certified_at',
        'assignments.valid_until',
        'assignments.completed_version',
        effectiveStatus(nowIso).as('effective_status'),
        'courses.pass_mark',
        'courses.max_attempts',
        'courses.valid_for_days',
        'courses.require_sign_off',
        'courses.version as course_version',
        'leaders.organisation_name',
        'courses.title',
        'courses.description',
        'courses.cover_upload_id',
        'courses.language',
        'courses.slide_count',
        'courses.duration_minutes',
        'courses.theme',
        'leader.name as leader_name',
      ]);
  const mine = (userId: string, nowIso: string) => mineIn(x(), userId, nowIso);
  // Every progress post starts here: built and compiled once (a third of the post's SQL time
  // went to building this 40-column join). Not cached: it depends on the moment.
  const oneOf = (k: Kysely<Database>, userId: string, nowIso: string, courseId: string) =>
    mineIn(k, userId, nowIso).where('assignments.course_id', '=', courseId);
  const findOne = compiledQuery(db, oneOf, { cached: false });
  // In a transaction that changes the assignment, PostgreSQL locks its row as it reads it: a
  // second post of the same learner (another device) waits, then reads the row as the first
  // left it. FOR NO KEY UPDATE, as an UPDATE takes: rows that refer to it can still be added.
  // A SQLite transaction holds the database's write lock from its start (`begin immediate`).
  const findLocked = compiledQuery(
    db,
    (k, userId: string, nowIso: string, courseId: string) =>
      oneOf(k, userId, nowIso, courseId).$if(dialect === 'postgres', (q) =>
        q.forNoKeyUpdate('assignments'),
      ),
    { cached: false },
  );

  // The writes of every progress post, built and compiled once.
  const recordOne = compiledQuery(
    db,
    (
      k,
      assignmentId: string,
      slideId: string,
      nowIso: string,
      answer: string | null,
      correct: number | null,
    ) =>
      k
        .insertInto('slide_progress')
        .values({
          assignment_id: assignmentId,
          slide_id: slideId,
          viewed_at: nowIso,
          answer,
          correct,
        })
        .onConflict((oc) =>
          oc.columns(['assignment_id', 'slide_id']).doUpdateSet({
            answer: sql`coalesce(slide_progress.answer, excluded.answer)`,
            correct: sql`coalesce(slide_progress.correct, excluded.correct)`,
          }),
        ),
    // Sent with the tally that follows it (on PostgreSQL, in one round trip).
    { unwaited: true },
  );

  // One pass over the course's slides, each with this learner's record of it (if any).
  const tallyOf = compiledQuery(
    db,
    (k, assignmentId: string, courseId: string) => {
      const count = (when: RawBuilder<unknown>) =>
        sql<number>`coalesce(sum(case when ${when} then 1 else 0 end), 0)`;
      return k
        .selectFrom('slides as s')
        .leftJoin('slide_progress as sp', (join) =>
          join.onRef('sp.slide_id', '=', 's.id').on('sp.assignment_id', '=', assignmentId),
        )
        .where('s.course_id', '=', courseId)
        .select([
          sql<number>`count(*)`.as('slides'),
          // Graded questions: every quiz slide but polls (a poll has no right answer).
          count(sql`s.kind = 'quiz' and coalesce(s.quiz_type, 'choice') <> 'poll'`).as('graded'),
          sql<number>`count(sp.slide_id)`.as('viewed'),
          count(sql`sp.slide_id is not null and (s.kind <> 'quiz' or sp.answer is not null)`).as(
            'done',
          ),
          // A bound 1: a boolean on PostgreSQL, 0/1 on SQLite.
          count(sql`s.kind = 'quiz' and sp.correct = ${1}`).as('correct'),
        ]);
    },
    { cached: false },
  );

  return {
    /** The caller's assignments of live courses: due first, then the newest. */
    list(userId: string, nowIso: string) {
      return mine(userId, nowIso)
        .orderBy(sql`case when assignments.status = 'completed' then 1 else 0 end`)
        .orderBy(sql`case when assignments.due_at is null then 1 else 0 end`)
        .orderBy('assignments.due_at')
        .orderBy('assignments.assigned_at', 'desc')
        .execute();
    },

    async find(userId: string, courseId: string, nowIso: string) {
      return (await findOne(userId, nowIso, courseId))[0];
    },

    /** As `find`, to change the assignment: inside a transaction, which it then holds. */
    async findToChange(userId: string, courseId: string, nowIso: string) {
      return (await findLocked(userId, nowIso, courseId))[0];
    },

    /** The course's slides in order, each with the learner's record of it (or nulls). */
    slidesWithProgress(courseId: string, assignmentId: string) {
      return (
        x()
          .selectFrom('slides')
          .leftJoin('slide_progress', (join) =>
            join
              .onRef('slide_progress.slide_id', '=', 'slides.id')
              .on('slide_progress.assignment_id', '=', assignmentId),
          )
          .selectAll('slides')
          .select(['slide_progress.viewed_at', 'slide_progress.answer', 'slide_progress.correct'])
          // An answered poll shows how everyone split: every answer to it (JSON arrays, no names).
          .select(
            sql<
              string | null
            >`case when slides.quiz_type = 'poll' and slide_progress.answer is not null then (select string_agg(p.answer, '|') from slide_progress p where p.slide_id = slides.id and p.answer is not null) end`.as(
              'poll_answers',
            ),
          )
          .where('slides.course_id', '=', courseId)
          .orderBy('slides.position')
          .orderBy('slides.id')
          .execute()
      );
    },

    progressOf(assignmentId: string) {
      return x()
        .selectFrom('slide_progress')
        .selectAll()
        .where('assignment_id', '=', assignmentId)
        .execute();
    },

    /** Every learner's stored answer to a slide (for a poll's distribution; no names). */
    async answersTo(slideId: string): Promise<(string | null)[]> {
      const rows = await x()
        .selectFrom('slide_progress')
        .select('answer')
        .where('slide_id', '=', slideId)
        .where('answer', 'is not', null)
        .execute();
      return rows.map((r) => r.answer);
    },

    /** Records a view (and a first answer); sending the same event again changes nothing. */
    async recordView(
      assignmentId: string,
      slideId: string,
      nowIso: string,
      answer: unknown,
      correct: boolean | null,
    ) {
      await recordOne(
        assignmentId,
        slideId,
        nowIso,
        answer === null || answer === undefined ? null : JSON.stringify(answer),
        correct === null ? null : correct ? 1 : 0,
      );
    },

    /** Quiz answers are cleared for a new attempt; what was answered stays in its attempt record. */
    async clearQuizAnswers(assignmentId: string, courseId: string) {
      await x()
        .deleteFrom('slide_progress')
        .where('assignment_id', '=', assignmentId)
        .where('slide_id', 'in', (eb) =>
          eb
            .selectFrom('slides')
            .select('id')
            .where('course_id', '=', courseId)
            .where('kind', '=', 'quiz'),
        )
        .execute();
    },

    /** Keeps a finished attempt on record; the same attempt finishing twice is recorded once. */
    async recordAttempt(row: Insertable<AssignmentAttemptsTable>) {
      await x()
        .insertInto('assignment_attempts')
        .values(row)
        .onConflict((oc) => oc.columns(['assignment_id', 'round', 'attempt']).doNothing())
        .execute();
    },

    attemptsOf(assignmentId: string) {
      return x()
        .selectFrom('assignment_attempts')
        .selectAll()
        .where('assignment_id', '=', assignmentId)
        .orderBy('round')
        .orderBy('attempt')
        .execute();
    },

    /** One certificate per passed round: a second insert for the same round does nothing. */
    async issueCertificate(row: Insertable<CertificatesTable>): Promise<string> {
      await x()
        .insertInto('certificates')
        .values(row)
        .onConflict((oc) => oc.columns(['assignment_id', 'round']).doNothing())
        .execute();
      const issued = await x()
        .selectFrom('certificates')
        .select('id')
        .where('assignment_id', '=', row.assignment_id)
        .where('round', '=', row.round)
        .executeTakeFirstOrThrow();
      return issued.id;
    },

    /**
     * The columns change from call to call: built each time, run as compiled ones are. Sent with
     * the transaction's next statement or its commit (`AppKysely.runLater`).
     */
    async update(assignmentId: string, changes: Updateable<AssignmentsTable>) {
      await db.runLater(
        x().updateTable('assignments').set(changes).where('id', '=', assignmentId).compile(),
      );
    },

    /** Counts against the course's current slides, in SQL. */
    async tally(assignmentId: string, courseId: string): Promise<ProgressTally> {
      // An aggregate without `group by` always answers one row.
      const row = (await tallyOf(assignmentId, courseId))[0]!;
      return {
        slides: Number(row.slides),
        graded: Number(row.graded),
        viewed: Number(row.viewed),
        done: Number(row.done),
        correct: Number(row.correct),
      };
    },
  };
}
