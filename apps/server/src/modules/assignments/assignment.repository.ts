import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { AppKysely } from '../../db/database.js';
import type { AssignmentsTable } from '../../db/schema.js';
import { effectiveStatus, isOverdue } from '../progress/assignment-progress.js';
import { latestDelivery, type MailStatus } from '../mail/delivery.js';

export type AssignmentRow = Selectable<AssignmentsTable>;
export type AssignmentListRow = AssignmentRow & {
  pass_mark: number | null;
  max_attempts: number | null;
  display_name: string | null;
  via_group: string | null;
  /** Comma-separated ids of the groups that brought it. */
  group_ids: string | null;
  effective_status: string;
  delivery: MailStatus | null;
};

const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function assignmentRepository(db: AppKysely) {
  const x = () => db.executor();

  return {
    async byCourseAndEmail(
      courseId: string,
      emails: string[],
    ): Promise<Map<string, AssignmentRow>> {
      const found = new Map<string, AssignmentRow>();
      for (let i = 0; i < emails.length; i += 500) {
        const rows = await x()
          .selectFrom('assignments')
          .selectAll()
          .where('course_id', '=', courseId)
          .where('email', 'in', emails.slice(i, i + 500))
          .execute();
        for (const row of rows) found.set(row.email, row);
      }
      return found;
    },

    async insertMany(rows: Insertable<AssignmentsTable>[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 100)
        await x()
          .insertInto('assignments')
          .values(rows.slice(i, i + 100))
          .execute();
    },

    async addGroupSource(assignmentIds: string[], groupId: string): Promise<void> {
      for (let i = 0; i < assignmentIds.length; i += 200) {
        await x()
          .insertInto('assignment_groups')
          .values(
            assignmentIds
              .slice(i, i + 200)
              .map((assignment_id) => ({ assignment_id, group_id: groupId })),
          )
          .onConflict((oc) => oc.columns(['assignment_id', 'group_id']).doNothing())
          .execute();
      }
    },

    async markDirect(ids: string[]): Promise<void> {
      if (ids.length)
        await x().updateTable('assignments').set({ direct: 1 }).where('id', 'in', ids).execute();
    },

    async linkCourseGroup(
      courseId: string,
      groupId: string,
      dueAt: string | null,
      now: string,
    ): Promise<void> {
      await x()
        .insertInto('course_groups')
        .values({ course_id: courseId, group_id: groupId, due_at: dueAt, assigned_at: now })
        .onConflict((oc) => oc.columns(['course_id', 'group_id']).doUpdateSet({ due_at: dueAt }))
        .execute();
    },

    /** Live courses assigned to a group, for members who join later. */
    coursesOfGroup(groupId: string) {
      return x()
        .selectFrom('course_groups')
        .innerJoin('courses', 'courses.id', 'course_groups.course_id')
        .select([
          'course_groups.course_id',
          'course_groups.due_at',
          'courses.owner_id',
          'courses.title',
        ])
        .where('course_groups.group_id', '=', groupId)
        .where('courses.deleted_at', 'is', null)
        .orderBy('courses.title')
        .execute();
    },

    /**
     * Takes a group away as a source of the given people's assignments (all of the group's
     * when no addresses are given); those left with no source that have not started go.
     */
    async dropGroupSource(groupId: string, emails?: string[]): Promise<void> {
      if (emails && !emails.length) return;
      let affected = x()
        .selectFrom('assignment_groups')
        .innerJoin('assignments', 'assignments.id', 'assignment_groups.assignment_id')
        .select('assignments.id')
        .where('assignment_groups.group_id', '=', groupId);
      if (emails) affected = affected.where('assignments.email', 'in', emails);
      const ids = (await affected.execute()).map((r) => r.id);
      if (!ids.length) return;
      await x()
        .deleteFrom('assignment_groups')
        .where('group_id', '=', groupId)
        .where('assignment_id', 'in', ids)
        .execute();
      await x()
        .deleteFrom('assignments')
        .where('id', 'in', ids)
        .where('status', '=', 'not_started')
        // Booleans are written as 0/1, which both SQLite and PostgreSQL read.
        .where('direct', '=', 0)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('assignment_groups')
                .select('group_id')
                .whereRef('assignment_groups.assignment_id', '=', 'assignments.id'),
            ),
          ),
        )
        .execute();
    },

    /**
     * One page of a course's live assignees and their total, or undefined when the
     * course is not the owner's: two statements however many rows.
     */
    async list(
      ownerId: string,
      courseId: string,
      query: {
        /** One row by its id (re-reading a row after a change). */
        id?: string | undefined;
        status?: string | undefined;
        q?: string | undefined;
        page: number;
        pageSize: number;
      },
      nowIso: string,
    ) {
      const status = effectiveStatus(nowIso);
      let base = x()
        .selectFrom('assignments')
        .innerJoin('courses', 'courses.id', 'assignments.course_id')
        .leftJoin('users', 'users.id', 'assignments.user_id')
        .where('assignments.course_id', '=', courseId)
        .where('assignments.owner_id', '=', ownerId)
        .where('assignments.archived_at', 'is', null);
      if (query.id) base = base.where('assignments.id', '=', query.id);
      if (query.status) base = base.where(status, '=', query.status);
      if (query.q) {
        const pattern = containing(query.q);
        base = base.where((eb) =>
          eb.or([
            eb(sql`lower(assignments.email)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(users.name)`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        base
          .selectAll('assignments')
          .select([
            'users.name as display_name',
            'courses.pass_mark',
            'courses.max_attempts',
            status.as('effective_status'),
            latestDelivery(sql.ref('assignments.owner_id'), sql.ref('assignments.email')).as(
              'delivery',
            ),
            sql<
              string | null
            >`(select min(groups.name) from assignment_groups join groups on groups.id = assignment_groups.group_id where assignment_groups.assignment_id = assignments.id)`.as(
              'via_group',
            ),
            sql<
              string | null
            >`(select string_agg(group_id, ',') from assignment_groups where assignment_groups.assignment_id = assignments.id)`.as(
              'group_ids',
            ),
          ])
          .orderBy('assignments.email')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        x()
          .selectNoFrom((eb) => [
            eb
              .selectFrom('courses')
              .select('id')
              .where('id', '=', courseId)
              .where('owner_id', '=', ownerId)
              .where('deleted_at', 'is', null)
              .as('course_id'),
            base.select((e) => e.fn.countAll<number>().as('n')).as('n'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      if (!count.course_id) return undefined;
      return { rows: rows as AssignmentListRow[], total: Number(count.n) };
    },

    find(courseId: string, id: string): Promise<AssignmentRow | undefined> {
      return x()
        .selectFrom('assignments')
        .selectAll()
        .where('course_id', '=', courseId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * A course's live assignees picked by assignment id or account id (a bulk action's
     * rows), scoped to the owner: one statement for up to 1,000 ids.
     */
    liveByIds(ownerId: string, courseId: string, ids: string[]) {
      return x()
        .selectFrom('assignments')
        .select(['id', 'email', 'user_id', 'status', 'due_at', 'message'])
        .where('course_id', '=', courseId)
        .where('owner_id', '=', ownerId)
        .where('archived_at', 'is', null)
        .where((eb) => eb.or([eb('id', 'in', ids), eb('user_id', 'in', ids)]))
        .orderBy('email')
        .execute();
    },

    async updateMany(
      ids: string[],
      changes: Pick<Updateable<AssignmentsTable>, 'due_at' | 'archived_at'>,
    ) {
      if (ids.length)
        await x().updateTable('assignments').set(changes).where('id', 'in', ids).execute();
    },

    async deleteMany(ids: string[]) {
      if (ids.length) await x().deleteFrom('assignments').where('id', 'in', ids).execute();
    },

    /**
     * Overdue, unfinished live assignments of the owner's live courses for these
     * people (by address or account), optionally of one course, oldest due first.
     */
    overdueOf(
      ownerId: string,
      people: { emails: string[]; userIds: string[] },
      nowIso: string,
      courseId?: string,
    ) {
      let q = x()
        .selectFrom('assignments')
        .innerJoin('courses', 'courses.id', 'assignments.course_id')
        .select([
          'assignments.email',
          'assignments.user_id',
          'assignments.course_id',
          'assignments.due_at',
          'courses.title',
        ])
        .where('assignments.owner_id', '=', ownerId)
        .where('assignments.archived_at', 'is', null)
        .where('courses.deleted_at', 'is', null)
        .where(isOverdue(nowIso))
        .where((eb) =>
          eb.or([
            ...(people.emails.length ? [eb('assignments.email', 'in', people.emails)] : []),
            ...(people.userIds.length ? [eb('assignments.user_id', 'in', people.userIds)] : []),
          ]),
        );
      if (courseId) q = q.where('assignments.course_id', '=', courseId);
      return q.orderBy('assignments.email').orderBy('assignments.due_at').execute();
    },

    /** Which of these people (by address or account) the owner has assigned anything to. */
    peopleOf(ownerId: string, people: { emails: string[]; userIds: string[] }) {
      return x()
        .selectFrom('assignments')
        .select(['email', 'user_id'])
        .distinct()
        .where('owner_id', '=', ownerId)
        .where((eb) =>
          eb.or([
            ...(people.emails.length ? [eb('email', 'in', people.emails)] : []),
            ...(people.userIds.length ? [eb('user_id', 'in', people.userIds)] : []),
          ]),
        )
        .execute();
    },

    async update(
      id: string,
      changes: Pick<
        Updateable<AssignmentsTable>,
        'due_at' | 'reminders_enabled' | 'archived_at' | 'status'
      >,
    ) {
      await x().updateTable('assignments').set(changes).where('id', '=', id).execute();
    },

    async grantAttempts(id: string, extra: number) {
      await x()
        .updateTable('assignments')
        .set({
          extra_attempts: sql`extra_attempts + ${extra}`,
          // Out of attempts no more: the learner may retake.
          status: sql`case when status = 'failed' then 'in_progress' else status end`,
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Opens the next round of an assignment (after expiry, or a retrain): progress,
     * answers, attempts and sign-off start again; attempts, certificates and the
     * last certification stay on record. Guarded by the round it was read at, so
     * two instances never open two rounds. True when this call opened it.
     */
    async openNextRound(
      id: string,
      round: number,
      changes: { dueAt: string | null; expireAt?: string },
    ): Promise<boolean> {
      const result = await x()
        .updateTable('assignments')
        .set({
          round: round + 1,
          attempt: 1,
          extra_attempts: 0,
          result: null,
          status: 'not_started',
          progress: 0,
          score: null,
          last_slide_id: null,
          completed_at: null,
          signed_off_name: null,
          signed_off_at: null,
          due_at: changes.dueAt,
          ...(changes.expireAt
            ? {
                valid_until: sql<string>`case when certified_at is null then null when valid_until is null or valid_until > ${changes.expireAt} then ${changes.expireAt} else valid_until end`,
              }
            : {}),
        })
        .where('id', '=', id)
        .where('round', '=', round)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await x().deleteFrom('slide_progress').where('assignment_id', '=', id).execute();
      await x()
        .deleteFrom('reminders_sent')
        .where('assignment_id', '=', id)
        .where('kind', 'in', ['due_soon', 'overdue'])
        .execute();
      return true;
    },

    /** Assignees with anything on record, for a retrain. */
    startedOrCertified(courseId: string) {
      return x()
        .selectFrom('assignments')
        .select(['id', 'round', 'email', 'user_id'])
        .where('course_id', '=', courseId)
        .where('archived_at', 'is', null)
        .where((eb) =>
          eb.or([eb('status', '<>', 'not_started'), eb('certified_at', 'is not', null)]),
        )
        .execute();
    },

    async delete(id: string) {
      await x().deleteFrom('assignments').where('id', '=', id).execute();
    },

    /** People a leader has assigned anything to (the plan's assignee count). */
    async countPeople(ownerId: string): Promise<number> {
      const row = await x()
        .selectFrom('assignments')
        .select(sql<number>`count(distinct email)`.as('n'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async knownPeople(ownerId: string, emails: string[]): Promise<Set<string>> {
      const known = new Set<string>();
      for (let i = 0; i < emails.length; i += 500) {
        const rows = await x()
          .selectFrom('assignments')
          .select('email')
          .distinct()
          .where('owner_id', '=', ownerId)
          .where('email', 'in', emails.slice(i, i + 500))
          .execute();
        for (const row of rows) known.add(row.email);
      }
      return known;
    },

    /** Gives pending assignments for an address to the account that now owns it. */
    async attachPending(userId: string, email: string) {
      await x()
        .updateTable('assignments')
        .set({ user_id: userId })
        .where('email', '=', email)
        .where('user_id', 'is', null)
        .execute();
    },
  };
}

export type AssignmentRepository = ReturnType<typeof assignmentRepository>;

/** A new assignment row: not started, reminders on; the caller gives who, what and when. */
export function newAssignmentRow(row: {
  id: string;
  course_id: string;
  owner_id: string;
  email: string;
  user_id: string | null;
  direct: 0 | 1;
  assigned_at: string;
  due_at: string | null;
  message: string | null;
}) {
  return {
    ...row,
    status: 'not_started' as const,
    progress: 0,
    score: null,
    last_slide_id: null,
    last_activity_at: null,
    completed_at: null,
    reminders_enabled: 1,
    archived_at: null,
  };
}
