import {
  PostgresAdapter,
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { AppKysely } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { effectiveStatus, isOverdue } from '../progress/assignment-progress.js';

export interface ReportFilter {
  ownerId: string;
  fromIso?: string | undefined;
  toIso?: string | undefined;
  groupId?: string | undefined;
}

/** A page of a sortable report. */
interface Page {
  limit: number;
  offset: number;
  sort: string;
  order: 'asc' | 'desc';
}

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

/** Every figure is an SQL aggregate over the leader's own assignments. */
export function reportsRepository(db: AppKysely) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const daysBetween = (from: string, to: string) =>
    postgres
      ? sql<number>`extract(epoch from (${sql.ref(to)} - ${sql.ref(from)})) / 86400.0`
      : sql<number>`julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})`;

  const filtered = (f: ReportFilter) => {
    let q = db.executor().selectFrom('assignments').where('assignments.owner_id', '=', f.ownerId);
    if (f.fromIso) q = q.where('assignments.assigned_at', '>=', f.fromIso);
    if (f.toIso) q = q.where('assignments.assigned_at', '<', f.toIso);
    if (f.groupId) {
      q = q.where('assignments.email', 'in', (eb) =>
        eb
          .selectFrom('group_members')
          .select('group_members.email')
          .where('group_members.group_id', '=', f.groupId!),
      );
    }
    return q;
  };
  const count = (condition: Expression<SqlBool>) =>
    sql<number>`sum(case when ${condition} then 1 else 0 end)`;
  const completed = sql<SqlBool>`assignments.status = 'completed'`;
  const averageScore = sql<
    number | null
  >`avg(case when assignments.status = 'completed' then assignments.score end)`;
  /** People whose address or name holds `q` (any case). */
  const nameOrEmailHolds = (q: string) => {
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return (eb: ExpressionBuilder<Database, 'assignments' | 'users'>) =>
      eb.or([
        eb(sql`lower(assignments.email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(users.name)`, 'like', sql`${pattern} escape '\\'`),
      ]);
  };
  /** One page of rows in the asked order; `tiebreak` keeps equal rows in a stable order. */
  const pageOf =
    (page: Page, sortColumn: Expression<unknown>, tiebreak: Expression<unknown>) =>
    <DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>) =>
      qb.orderBy(sortColumn, page.order).orderBy(tiebreak).limit(page.limit).offset(page.offset);

  return {
    async summary(f: ReportFilter, nowIso: string, weeks: Date[]) {
      const overdue = isOverdue(nowIso);
      const row = await filtered(f)
        .select([
          sql<number>`count(*)`.as('assignments'),
          sql<number>`count(distinct assignments.email)`.as('people'),
          count(completed).as('completed'),
          count(sql<SqlBool>`assignments.status <> 'not_started'`).as('started'),
          count(overdue).as('overdue'),
          averageScore.as('average_score'),
          ...weeks.map((start, i) =>
            count(
              sql<SqlBool>`assignments.completed_at >= ${start.toISOString()} and assignments.completed_at < ${new Date(start.getTime() + WEEK).toISOString()}`,
            ).as(`w${i}`),
          ),
        ])
        .executeTakeFirstOrThrow();
      const courses = await db
        .executor()
        .selectFrom('courses')
        .select(sql<number>`count(*)`.as('n'))
        .where('owner_id', '=', f.ownerId)
        .where('deleted_at', 'is', null)
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow();
      const record = row as Record<string, unknown>;
      return {
        courses: Number(courses.n),
        assignments: Number(row.assignments),
        people: Number(row.people),
        completed: Number(row.completed ?? 0),
        started: Number(row.started ?? 0),
        overdue: Number(row.overdue ?? 0),
        averageScore: row.average_score === null ? null : Number(row.average_score),
        weeks: weeks.map((_, i) => Number(record[`w${i}`] ?? 0)),
      };
    },

    async courses(f: ReportFilter, nowIso: string, page: Page) {
      const overdue = isOverdue(nowIso);
      const grouped = filtered(f)
        .innerJoin('courses', 'courses.id', 'assignments.course_id')
        .groupBy(['courses.id', 'courses.title'])
        .select([
          'courses.id as course_id',
          'courses.title',
          sql<number>`count(*)`.as('assigned'),
          count(sql<SqlBool>`assignments.status = 'in_progress'`).as('in_progress'),
          count(completed).as('completed'),
          count(overdue).as('overdue'),
          sql<number>`round(100.0 * ${count(completed)} / count(*))`.as('completion_rate'),
          averageScore.as('average_score'),
          sql<
            number | null
          >`avg(case when assignments.status = 'completed' then ${daysBetween('assignments.assigned_at', 'assignments.completed_at')} end)`.as(
            'average_days',
          ),
        ]);
      const sortColumn =
        {
          title: sql`lower(courses.title)`,
          assigned: sql`count(*)`,
          completed: count(completed),
          completionRate: sql`round(100.0 * ${count(completed)} / count(*))`,
          averageScore,
          overdue: count(overdue),
        }[page.sort] ?? sql`lower(courses.title)`;
      const [rows, total] = await Promise.all([
        grouped.$call(pageOf(page, sortColumn, sql.ref('courses.id'))).execute(),
        filtered(f)
          .select(sql<number>`count(distinct assignments.course_id)`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    async groups(f: ReportFilter, nowIso: string, page: Page) {
      let joinOn = sql`assignments.email = group_members.email and assignments.owner_id = ${f.ownerId}`;
      if (f.fromIso) joinOn = sql`${joinOn} and assignments.assigned_at >= ${f.fromIso}`;
      if (f.toIso) joinOn = sql`${joinOn} and assignments.assigned_at < ${f.toIso}`;
      const overdue = isOverdue(nowIso);
      let base = db.executor().selectFrom('groups').where('groups.owner_id', '=', f.ownerId);
      if (f.groupId) base = base.where('groups.id', '=', f.groupId);
      const completedCount = count(completed);
      const sortColumn =
        {
          name: sql`lower(groups.name)`,
          members: sql`count(distinct group_members.email)`,
          assignments: sql`count(assignments.id)`,
          completionRate: sql`case when count(assignments.id) = 0 then 0 else round(100.0 * ${completedCount} / count(assignments.id)) end`,
          overdue: count(overdue),
        }[page.sort] ?? sql`lower(groups.name)`;
      const [rows, total] = await Promise.all([
        base
          .leftJoin('group_members', 'group_members.group_id', 'groups.id')
          .leftJoin('assignments', (join) => join.on(joinOn as never))
          .groupBy(['groups.id', 'groups.name'])
          .select([
            'groups.id as group_id',
            'groups.name',
            sql<number>`count(distinct group_members.email)`.as('members'),
            sql<number>`count(assignments.id)`.as('assignments'),
            sql<number>`coalesce(${completedCount}, 0)`.as('completed'),
            sql<number>`coalesce(${count(overdue)}, 0)`.as('overdue'),
          ])
          .$call(pageOf(page, sortColumn, sql.ref('groups.id')))
          .execute(),
        base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    async people(
      f: ReportFilter,
      nowIso: string,
      page: Page & { q?: string | undefined; email?: string },
    ) {
      const overdue = isOverdue(nowIso);
      let base = filtered(f).leftJoin('users', 'users.id', 'assignments.user_id');
      if (page.email) base = base.where('assignments.email', '=', page.email);
      if (page.q) base = base.where(nameOrEmailHolds(page.q));
      const sortColumn =
        {
          email: sql`assignments.email`,
          courses: sql`count(*)`,
          completed: count(completed),
          overdue: count(overdue),
          averageScore,
          lastActivity: sql`max(assignments.last_activity_at)`,
        }[page.sort] ?? sql`assignments.email`;
      const [rows, total] = await Promise.all([
        base
          .groupBy('assignments.email')
          .select([
            'assignments.email',
            sql<string | null>`max(users.name)`.as('display_name'),
            sql<number>`count(*)`.as('courses'),
            count(sql<SqlBool>`assignments.status = 'in_progress'`).as('in_progress'),
            count(completed).as('completed'),
            count(overdue).as('overdue'),
            averageScore.as('average_score'),
            sql<string | Date | null>`max(assignments.last_activity_at)`.as('last_activity_at'),
          ])
          .$call(pageOf(page, sortColumn, sql.ref('assignments.email')))
          .execute(),
        base
          .select(sql<number>`count(distinct assignments.email)`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /**
     * Per person and course (assignments the leader has not removed): the training's
     * standing, worked out in SQL so that it can be filtered, counted and paged.
     */
    async compliance(
      f: ReportFilter,
      nowIso: string,
      expiringIso: string,
      page: {
        limit: number;
        offset: number;
        courseId?: string | undefined;
        compliance?: string | undefined;
        q?: string | undefined;
      },
    ) {
      const standing = sql<string>`case when assignments.certified_at is null then 'never' when assignments.valid_until is null then 'valid' when assignments.valid_until <= ${nowIso} then 'expired' when assignments.valid_until <= ${expiringIso} then 'expiring' else 'valid' end`;
      let base = filtered(f)
        .innerJoin('courses', 'courses.id', 'assignments.course_id')
        .leftJoin('users', 'users.id', 'assignments.user_id')
        .where('assignments.archived_at', 'is', null)
        .where('courses.deleted_at', 'is', null);
      if (page.courseId) base = base.where('assignments.course_id', '=', page.courseId);
      if (page.q) base = base.where(nameOrEmailHolds(page.q));
      const counts = await base
        .select([
          count(sql<SqlBool>`${standing} = 'valid'`).as('valid'),
          count(sql<SqlBool>`${standing} = 'expiring'`).as('expiring'),
          count(sql<SqlBool>`${standing} = 'expired'`).as('expired'),
          count(sql<SqlBool>`${standing} = 'never'`).as('never'),
        ])
        .executeTakeFirstOrThrow();
      const listed = page.compliance ? base.where(standing, '=', page.compliance) : base;
      const rows = await listed
        .select([
          'assignments.id',
          'assignments.course_id',
          'courses.title',
          'assignments.email',
          'users.name as display_name',
          effectiveStatus(nowIso).as('status'),
          'assignments.result',
          'courses.pass_mark',
          standing.as('compliance'),
          'assignments.certified_at',
          'assignments.valid_until',
          'assignments.certificate_id',
          'assignments.completed_version',
          'assignments.signed_off_at',
        ])
        // What needs attention first: expired, expiring (soonest first), never done, valid.
        .orderBy(
          sql`case ${standing} when 'expired' then 0 when 'expiring' then 1 when 'never' then 2 else 3 end`,
        )
        .orderBy(sql`case when assignments.valid_until is null then 1 else 0 end`)
        .orderBy('assignments.valid_until')
        .orderBy('courses.title')
        .orderBy('assignments.email')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return {
        rows,
        counts: {
          valid: Number(counts.valid ?? 0),
          expiring: Number(counts.expiring ?? 0),
          expired: Number(counts.expired ?? 0),
          never: Number(counts.never ?? 0),
        },
      };
    },

    personAssignments(f: ReportFilter, email: string, nowIso: string) {
      return filtered(f)
        .innerJoin('courses', 'courses.id', 'assignments.course_id')
        .where('assignments.email', '=', email)
        .select([
          'courses.id as course_id',
          'courses.title',
          effectiveStatus(nowIso).as('status'),
          'assignments.progress',
          'assignments.score',
          'assignments.due_at',
          'assignments.completed_at',
          'assignments.result',
          'courses.pass_mark',
          'assignments.certificate_id',
          'assignments.certified_at',
          'assignments.valid_until',
          'assignments.completed_version',
          'assignments.signed_off_at',
        ])
        .orderBy('assignments.assigned_at', 'desc')
        .execute();
    },

    /** Per quiz slide of a course: how many answered it, and how many got it right. */
    async questions(f: ReportFilter, courseId: string) {
      const answers = filtered(f)
        .innerJoin('slide_progress', 'slide_progress.assignment_id', 'assignments.id')
        .where('assignments.course_id', '=', courseId)
        .where('slide_progress.answer', 'is not', null);
      // Each distinct answer once, with how many gave it: enough for every interaction's report.
      const tallies = answers
        .groupBy(['slide_progress.slide_id', 'slide_progress.answer', 'slide_progress.correct'])
        .select([
          'slide_progress.slide_id',
          'slide_progress.answer',
          'slide_progress.correct',
          sql<number>`count(*)`.as('given'),
        ]);
      // The course's quiz slides in order, a row per distinct answer (one null row when unanswered).
      return db
        .executor()
        .selectFrom('slides')
        .leftJoin(tallies.as('t'), 't.slide_id', 'slides.id')
        .select(['slides.id', 'slides.position', 'slides.quiz', 't.answer', 't.correct', 't.given'])
        .where('slides.course_id', '=', courseId)
        .where('slides.kind', '=', 'quiz')
        .orderBy('slides.position')
        .orderBy('slides.id')
        .execute();
    },

    /** Whether the leader owns this live course, or this group (a filter by another's is a 404). */
    async owns(ownerId: string, table: 'courses' | 'groups', id: string): Promise<boolean> {
      const live = table === 'courses' ? sql` and deleted_at is null` : sql``;
      const { rows } =
        await sql`select 1 from ${sql.table(table)} where id = ${id} and owner_id = ${ownerId}${live}`.execute(
          db.executor(),
        );
      return rows.length > 0;
    },
  };
}
