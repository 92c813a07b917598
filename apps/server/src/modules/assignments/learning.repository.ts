import { sql } from 'kysely';
import type { AppKysely } from '../../db/database.js';
import { effectiveStatus } from './assignment.repository.js';

export function learningRepository(db: AppKysely) {
  const x = () => db.executor();
  const mine = (userId: string, nowIso: string) =>
    x()
      .selectFrom('assignments')
      .innerJoin('courses', 'courses.id', 'assignments.course_id')
      .innerJoin('users as leader', 'leader.id', 'assignments.owner_id')
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
        effectiveStatus(nowIso).as('effective_status'),
        'courses.title',
        'courses.description',
        'courses.cover_upload_id',
        'courses.language',
        'courses.slide_count',
        'courses.duration_minutes',
        'courses.theme',
        'leader.name as leader_name',
      ]);

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

    find(userId: string, courseId: string, nowIso: string) {
      return mine(userId, nowIso).where('assignments.course_id', '=', courseId).executeTakeFirst();
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

    /** Locks the assignment row for this transaction (PostgreSQL) and notes the activity. */
    async touch(assignmentId: string, nowIso: string) {
      await x()
        .updateTable('assignments')
        .set({ last_activity_at: nowIso })
        .where('id', '=', assignmentId)
        .execute();
    },

    /** Records a view (and a first answer); sending the same event again changes nothing. */
    async recordView(
      assignmentId: string,
      slideId: string,
      nowIso: string,
      answer: unknown,
      correct: boolean | null,
    ) {
      await x()
        .insertInto('slide_progress')
        .values({
          assignment_id: assignmentId,
          slide_id: slideId,
          viewed_at: nowIso,
          answer: answer === null || answer === undefined ? null : JSON.stringify(answer),
          correct: correct === null ? null : correct ? 1 : 0,
        })
        .onConflict((oc) =>
          oc.columns(['assignment_id', 'slide_id']).doUpdateSet({
            answer: sql`coalesce(slide_progress.answer, excluded.answer)`,
            correct: sql`coalesce(slide_progress.correct, excluded.correct)`,
          }),
        )
        .execute();
    },

    /** Counts against the course's current slides, in SQL. */
    async tally(assignmentId: string, courseId: string) {
      const counted = (extra: string) =>
        sql<number>`(select count(*) from slide_progress sp join slides s on s.id = sp.slide_id where sp.assignment_id = ${assignmentId} and s.course_id = ${courseId} ${sql.raw(extra)})`;
      const row = await x()
        .selectNoFrom([
          sql<number>`(select count(*) from slides where course_id = ${courseId})`.as('slides'),
          sql<number>`(select count(*) from slides where course_id = ${courseId} and kind = 'quiz')`.as(
            'quizzes',
          ),
          sql<number>`(select count(*) from slides where course_id = ${courseId} and kind = 'quiz' and coalesce(quiz_type, 'choice') <> 'poll')`.as(
            'graded',
          ),
          counted('').as('viewed'),
          counted("and s.kind = 'quiz' and sp.answer is not null").as('answered'),
          sql<number>`(select count(*) from slide_progress sp join slides s on s.id = sp.slide_id where sp.assignment_id = ${assignmentId} and s.course_id = ${courseId} and s.kind = 'quiz' and sp.correct = ${1})`.as(
            'correct',
          ),
        ])
        .executeTakeFirstOrThrow();
      return {
        slides: Number(row.slides),
        quizzes: Number(row.quizzes),
        graded: Number(row.graded),
        viewed: Number(row.viewed),
        answered: Number(row.answered),
        correct: Number(row.correct),
      };
    },

    async saveState(
      assignmentId: string,
      state: {
        status: string;
        progress: number;
        score: number | null;
        lastSlideId: string;
        completedAt: string | null;
      },
    ) {
      await x()
        .updateTable('assignments')
        .set({
          status: state.status,
          progress: state.progress,
          score: state.score,
          last_slide_id: state.lastSlideId,
          completed_at: state.completedAt,
        })
        .where('id', '=', assignmentId)
        .execute();
    },
  };
}
