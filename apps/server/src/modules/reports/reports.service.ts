import type { z } from 'zod';
import type {
  CourseReportRow,
  courseReportQuerySchema,
  ReportSummary,
  reportFilterSchema,
} from '@slidewise/shared/reports/reports';
import type { AppKysely } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { reportsRepository, weekStart, type ReportFilter } from './reports.repository.js';

const DAY = 24 * 60 * 60 * 1000;
const WEEKS = 12;

const percent = (part: number, whole: number) => (whole ? Math.round((100 * part) / whole) : 0);
const rounded = (value: number | null) => (value === null ? null : Math.round(value));

export function reportsService(deps: { db: AppKysely; clock: Clock }) {
  const reports = reportsRepository(deps.db);

  /** Dates are whole UTC days; `to` includes its day. Another leader's group is a 404. */
  async function filterFor(
    ownerId: string,
    f: z.output<typeof reportFilterSchema>,
  ): Promise<ReportFilter> {
    if (f.groupId && !(await reports.groupOwned(ownerId, f.groupId))) throw notFound('Group');
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

    /** Every row of the filtered course report, 500 at a time, for the CSV download. */
    async *allCourses(
      ownerId: string,
      f: z.output<typeof reportFilterSchema>,
      q: z.output<typeof courseReportQuerySchema>,
    ) {
      const filter = await filterFor(ownerId, f);
      const order = q.order ?? (q.sort === 'title' ? 'asc' : 'desc');
      for (let offset = 0; ; offset += 500) {
        const { rows } = await reports.courses(filter, deps.clock.now().toISOString(), {
          limit: 500,
          offset,
          sort: q.sort,
          order,
        });
        if (!rows.length) return;
        yield rows.map(presentCourseRow);
        if (rows.length < 500) return;
      }
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
