import type { z } from 'zod';
import {
  emailOfPersonId,
  personIdOf,
  type CourseReportRow,
  type courseReportQuerySchema,
  type GroupReportRow,
  type groupReportQuerySchema,
  type PersonReportRow,
  type personReportQuerySchema,
  type ComplianceReportRow,
  type complianceReportQuerySchema,
  type ReportSummary,
  type reportFilterSchema,
} from '@slidewise/shared/reports/reports';
import { complianceOf, EXPIRING_DAYS } from '@slidewise/shared/learning/certification';
import { toIso } from '../../db/schema.js';
import type { AppKysely } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { questionReport } from './question-report.js';
import { reportsRepository, weekStart, type ReportFilter } from './reports.repository.js';

const DAY = 24 * 60 * 60 * 1000;
const WEEKS = 12;
// Each batch re-runs the aggregate, so batches are large; rows are small aggregates.
const CSV_BATCH = 5000;

const percent = (part: number, whole: number) => (whole ? Math.round((100 * part) / whole) : 0);
const rounded = (value: number | null) => (value === null ? null : Math.round(value));

type Page = { limit: number; offset: number; sort: string; order: 'asc' | 'desc' };

/** Every row of a paged report, a bounded batch at a time (for CSV downloads; never all in memory). */
async function* everyPage<T>(fetch: (page: { limit: number; offset: number }) => Promise<T[]>) {
  for (let offset = 0; ; offset += CSV_BATCH) {
    const rows = await fetch({ limit: CSV_BATCH, offset });
    if (rows.length) yield rows;
    if (rows.length < CSV_BATCH) return;
  }
}

export function reportsService(deps: { db: AppKysely; clock: Clock }) {
  const reports = reportsRepository(deps.db);
  const nowIso = () => deps.clock.now().toISOString();

  function presentGroupRow(
    row: Awaited<ReturnType<typeof reports.groups>>['rows'][number],
  ): GroupReportRow {
    return {
      groupId: row.group_id,
      name: row.name,
      members: Number(row.members),
      assignments: Number(row.assignments),
      completed: Number(row.completed),
      completionRate: percent(Number(row.completed), Number(row.assignments)),
      overdue: Number(row.overdue),
    };
  }

  function presentPersonRow(
    row: Awaited<ReturnType<typeof reports.people>>['rows'][number],
  ): PersonReportRow {
    return {
      personId: personIdOf(row.email),
      email: row.email,
      displayName: row.display_name,
      courses: Number(row.courses),
      inProgress: Number(row.in_progress),
      completed: Number(row.completed),
      overdue: Number(row.overdue),
      averageScore: rounded(row.average_score === null ? null : Number(row.average_score)),
      lastActivityAt: row.last_activity_at ? toIso(row.last_activity_at) : null,
    };
  }

  type ComplianceRow = Awaited<ReturnType<typeof reports.compliance>>['rows'][number];
  const iso = (value: Date | string | null) => (value ? toIso(value) : null);
  const resultOf = (row: { result: string | null; pass_mark: number | null }) =>
    row.pass_mark === null ? null : (row.result as ComplianceReportRow['result']);

  function presentComplianceRow(row: ComplianceRow): ComplianceReportRow {
    return {
      assignmentId: row.id,
      courseId: row.course_id,
      courseTitle: row.title,
      personId: personIdOf(row.email),
      email: row.email,
      displayName: row.display_name,
      status: row.status as ComplianceReportRow['status'],
      result: resultOf(row),
      compliance: row.compliance as ComplianceReportRow['compliance'],
      certifiedAt: iso(row.certified_at),
      validUntil: iso(row.valid_until),
      certificateId: row.certificate_id,
      completedVersion: row.completed_version === null ? null : Number(row.completed_version),
      signedOffAt: iso(row.signed_off_at),
    };
  }

  async function complianceQuery(
    ownerId: string,
    f: z.output<typeof reportFilterSchema>,
    q: z.output<typeof complianceReportQuerySchema>,
  ) {
    const filter = await filterFor(ownerId, f);
    if (q.courseId && !(await reports.owns(ownerId, 'courses', q.courseId)))
      throw notFound('Course');
    const now = deps.clock.now();
    const expiring = new Date(now.getTime() + EXPIRING_DAYS * DAY).toISOString();
    return (page: { limit: number; offset: number }) =>
      reports.compliance(filter, now.toISOString(), expiring, {
        ...page,
        courseId: q.courseId,
        compliance: q.compliance,
        q: q.q,
      });
  }

  const pageOf = (
    q: { page: number; pageSize: number; sort: string; order?: 'asc' | 'desc' | undefined },
    ascending: string[],
  ): Page => ({
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
    sort: q.sort,
    order: q.order ?? (ascending.includes(q.sort) ? 'asc' : 'desc'),
  });

  /** Dates are whole UTC days; `to` includes its day. Another leader's group is a 404. */
  async function filterFor(
    ownerId: string,
    f: z.output<typeof reportFilterSchema>,
  ): Promise<ReportFilter> {
    if (f.groupId && !(await reports.owns(ownerId, 'groups', f.groupId))) throw notFound('Group');
    return {
      ownerId,
      fromIso: f.from ? new Date(`${f.from}T00:00:00.000Z`).toISOString() : undefined,
      toIso: f.to
        ? new Date(new Date(`${f.to}T00:00:00.000Z`).getTime() + DAY).toISOString()
        : undefined,
      groupId: f.groupId,
    };
  }

  function presentCourseRow(
    row: Awaited<ReturnType<typeof reports.courses>>['rows'][number],
  ): CourseReportRow {
    return {
      courseId: row.course_id,
      title: row.title,
      assigned: Number(row.assigned),
      inProgress: Number(row.in_progress),
      completed: Number(row.completed),
      overdue: Number(row.overdue),
      completionRate: Number(row.completion_rate),
      averageScore: rounded(row.average_score === null ? null : Number(row.average_score)),
      averageDaysToComplete:
        row.average_days === null ? null : Math.round(Number(row.average_days) * 10) / 10,
    };
  }

  return {
    async summary(ownerId: string, f: z.output<typeof reportFilterSchema>): Promise<ReportSummary> {
      const now = deps.clock.now();
      const current = weekStart(now);
      const weeks = Array.from(
        { length: WEEKS },
        (_, i) => new Date(current.getTime() - (WEEKS - 1 - i) * 7 * DAY),
      );
      const s = await reports.summary(await filterFor(ownerId, f), now.toISOString(), weeks);
      return {
        courses: s.courses,
        people: s.people,
        assignments: s.assignments,
        completed: s.completed,
        completionRate: percent(s.completed, s.assignments),
        averageScore: rounded(s.averageScore),
        overdue: s.overdue,
        funnel: { assigned: s.assignments, started: s.started, completed: s.completed },
        completionsByWeek: weeks.map((start, i) => ({
          weekStart: start.toISOString().slice(0, 10),
          completed: s.weeks[i]!,
        })),
      };
    },

    async courses(
      ownerId: string,
      f: z.output<typeof reportFilterSchema>,
      q: z.output<typeof courseReportQuerySchema>,
    ) {
      const filter = await filterFor(ownerId, f);
      const order = q.order ?? (q.sort === 'title' ? 'asc' : 'desc');
      const { rows, total } = await reports.courses(filter, deps.clock.now().toISOString(), {
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
        sort: q.sort,
        order,
      });
      return { items: rows.map(presentCourseRow), total, page: q.page, pageSize: q.pageSize };
    },

    async allCourses(
      ownerId: string,
      f: z.output<typeof reportFilterSchema>,
      q: z.output<typeof courseReportQuerySchema>,
    ) {
      const filter = await filterFor(ownerId, f);
      const page = pageOf(q, ['title']);
      return () =>
        everyPage(async (p) =>
          (await reports.courses(filter, nowIso(), { ...page, ...p })).rows.map(presentCourseRow),
        );
    },

    async groups(
      ownerId: string,
      f: z.output<typeof reportFilterSchema>,
      q: z.output<typeof groupReportQuerySchema>,
    ) {
      const { rows, total } = await reports.groups(
        await filterFor(ownerId, f),
        nowIso(),
        pageOf(q, ['name']),
      );
      return { items: rows.map(presentGroupRow), total, page: q.page, pageSize: q.pageSize };
    },

    async allGroups(
      ownerId: string,
      f: z.output<typeof reportFilterSchema>,
      q: z.output<typeof groupReportQuerySchema>,
    ) {
      const filter = await filterFor(ownerId, f);
      const page = pageOf(q, ['name']);
      return () =>
        everyPage(async (p) =>
          (await reports.groups(filter, nowIso(), { ...page, ...p })).rows.map(presentGroupRow),
        );
    },

    async people(
      ownerId: string,
      f: z.output<typeof reportFilterSchema>,
      q: z.output<typeof personReportQuerySchema>,
    ) {
      const { rows, total } = await reports.people(await filterFor(ownerId, f), nowIso(), {
        ...pageOf(q, ['email']),
        q: q.q,
      });
      return { items: rows.map(presentPersonRow), total, page: q.page, pageSize: q.pageSize };
    },

    async allPeople(
      ownerId: string,
      f: z.output<typeof reportFilterSchema>,
      q: z.output<typeof personReportQuerySchema>,
    ) {
      const filter = await filterFor(ownerId, f);
      const page = { ...pageOf(q, ['email']), q: q.q };
      return () =>
        everyPage(async (p) =>
          (await reports.people(filter, nowIso(), { ...page, ...p })).rows.map(presentPersonRow),
        );
    },

    async compliance(
      ownerId: string,
      f: z.output<typeof reportFilterSchema>,
      q: z.output<typeof complianceReportQuerySchema>,
    ) {
      const fetch = await complianceQuery(ownerId, f, q);
      const { rows, counts } = await fetch({
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const total = q.compliance
        ? counts[q.compliance]
        : counts.valid + counts.expiring + counts.expired + counts.never;
      return {
        items: rows.map(presentComplianceRow),
        total,
        page: q.page,
        pageSize: q.pageSize,
        counts,
      };
    },

    async allCompliance(
      ownerId: string,
      f: z.output<typeof reportFilterSchema>,
      q: z.output<typeof complianceReportQuerySchema>,
    ) {
      const fetch = await complianceQuery(ownerId, f, q);
      return () => everyPage(async (p) => (await fetch(p)).rows.map(presentComplianceRow));
    },

    /** One person's learning with this leader; someone never assigned anything is a 404. */
    async person(ownerId: string, personId: string, f: z.output<typeof reportFilterSchema>) {
      const email = emailOfPersonId(personId);
      const filter = await filterFor(ownerId, f);
      const { rows } = email
        ? await reports.people(filter, nowIso(), {
            limit: 1,
            offset: 0,
            sort: 'email',
            order: 'asc',
            email,
          })
        : { rows: [] };
      if (!email || !rows[0]) throw notFound('Person');
      const assignments = await reports.personAssignments(filter, email, nowIso());
      return {
        person: presentPersonRow(rows[0]),
        assignments: assignments.map((a) => ({
          courseId: a.course_id,
          title: a.title,
          status: a.status as ComplianceReportRow['status'],
          progress: Number(a.progress),
          score: a.score === null ? null : Number(a.score),
          dueAt: a.due_at ? toIso(a.due_at) : null,
          completedAt: a.completed_at ? toIso(a.completed_at) : null,
          result: resultOf(a),
          compliance: complianceOf(iso(a.certified_at), iso(a.valid_until), deps.clock.now()),
          certificateId: a.certificate_id,
          completedVersion: a.completed_version === null ? null : Number(a.completed_version),
          signedOffAt: iso(a.signed_off_at),
        })),
      };
    },

    async questions(ownerId: string, courseId: string, f: z.output<typeof reportFilterSchema>) {
      if (!(await reports.owns(ownerId, 'courses', courseId))) throw notFound('Course');
      const items = questionReport(await reports.questions(await filterFor(ownerId, f), courseId));
      return { items, total: items.length, page: 1, pageSize: Math.max(1, items.length) };
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
