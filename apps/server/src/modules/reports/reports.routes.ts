import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answersInWords } from './question-report.js';
import { z } from 'zod';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import {
  complianceReportQuerySchema,
  complianceReportSchema,
  courseReportQuerySchema,
  courseReportRowSchema,
  groupReportQuerySchema,
  groupReportRowSchema,
  personDetailSchema,
  personReportQuerySchema,
  personReportRowSchema,
  questionReportQuerySchema,
  questionReportRowSchema,
  reportFilterSchema,
  summarySchema,
} from '@slidewise/shared/reports/reports';
import { csvStream } from './csv.js';
import type { ReportsService } from './reports.service.js';

/** Sends a report as a CSV download, streamed page by page. */
function sendCsv<T>(
  reply: FastifyReply,
  name: string,
  header: string[],
  pages: () => AsyncGenerator<T[]>,
  row: (item: T) => unknown[],
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csvStream(header, pages, row) as never); // streamed as is: Fastify does not serialise streams
}

const filterOf = (q: {
  from?: string | undefined;
  to?: string | undefined;
  groupId?: string | undefined;
}) => ({
  from: q.from,
  to: q.to,
  groupId: q.groupId,
});

export async function reportsRoutes(app: FastifyInstance, opts: { reports: ReportsService }) {
  const { reports } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.requireUser };
  const tags = ['reports'];

  api.get(
    '/api/v1/reports/summary',
    {
      ...auth,
      schema: { tags, querystring: reportFilterSchema, response: { 200: summarySchema } },
    },
    (request) => reports.summary(request.user.id, request.query),
  );

  api.get(
    '/api/v1/reports/courses',
    {
      ...auth,
      schema: {
        tags,
        querystring: courseReportQuerySchema.and(reportFilterSchema),
        response: { 200: paginatedSchema(courseReportRowSchema) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.format !== 'csv') return reports.courses(request.user.id, filterOf(q), q);
      return sendCsv(
        reply,
        'courses-report',
        [
          'Course',
          'Assigned',
          'In progress',
          'Completed',
          'Overdue',
          'Completion %',
          'Average score',
          'Average days to complete',
        ],
        await reports.allCourses(request.user.id, filterOf(q), q),
        (r) => [
          r.title,
          r.assigned,
          r.inProgress,
          r.completed,
          r.overdue,
          r.completionRate,
          r.averageScore,
          r.averageDaysToComplete,
        ],
      );
    },
  );

  api.get(
    '/api/v1/reports/groups',
    {
      ...auth,
      schema: {
        tags,
        querystring: groupReportQuerySchema.and(reportFilterSchema),
        response: { 200: paginatedSchema(groupReportRowSchema) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.format !== 'csv') return reports.groups(request.user.id, filterOf(q), q);
      return sendCsv(
        reply,
        'groups-report',
        ['Group', 'Members', 'Assignments', 'Completed', 'Completion %', 'Overdue'],
        await reports.allGroups(request.user.id, filterOf(q), q),
        (r) => [r.name, r.members, r.assignments, r.completed, r.completionRate, r.overdue],
      );
    },
  );

  api.get(
    '/api/v1/reports/people',
    {
      ...auth,
      schema: {
        tags,
        querystring: personReportQuerySchema.and(reportFilterSchema),
        response: { 200: paginatedSchema(personReportRowSchema) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.format !== 'csv') return reports.people(request.user.id, filterOf(q), q);
      return sendCsv(
        reply,
        'people-report',
        [
          'E-mail',
          'Name',
          'Courses',
          'In progress',
          'Completed',
          'Overdue',
          'Average score',
          'Last activity',
        ],
        await reports.allPeople(request.user.id, filterOf(q), q),
        (r) => [
          r.email,
          r.displayName,
          r.courses,
          r.inProgress,
          r.completed,
          r.overdue,
          r.averageScore,
          r.lastActivityAt,
        ],
      );
    },
  );

  api.get(
    '/api/v1/reports/compliance',
    {
      ...auth,
      schema: {
        tags,
        querystring: complianceReportQuerySchema.and(reportFilterSchema),
        response: { 200: complianceReportSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.format !== 'csv') return reports.compliance(request.user.id, filterOf(q), q);
      return sendCsv(
        reply,
        'compliance-report',
        [
          'E-mail',
          'Name',
          'Course',
          'Compliance',
          'Status',
          'Result',
          'Completed on',
          'Valid until',
          'Course version',
          'Signed off',
          'Certificate',
        ],
        await reports.allCompliance(request.user.id, filterOf(q), q),
        (r) => [
          r.email,
          r.displayName,
          r.courseTitle,
          r.compliance,
          r.status,
          r.result,
          r.certifiedAt,
          r.validUntil,
          r.completedVersion,
          r.signedOffAt,
          r.certificateId,
        ],
      );
    },
  );

  api.get(
    '/api/v1/reports/people/:id',
    {
      ...auth,
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(400) }),
        querystring: reportFilterSchema,
        response: { 200: personDetailSchema },
      },
    },
    (request) => reports.person(request.user.id, request.params.id, request.query),
  );

  api.get(
    '/api/v1/reports/questions',
    {
      ...auth,
      schema: {
        tags,
        querystring: questionReportQuerySchema.and(reportFilterSchema),
        response: { 200: paginatedSchema(questionReportRowSchema) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const report = await reports.questions(request.user.id, q.courseId, filterOf(q));
      if (q.format !== 'csv') return report;
      return sendCsv(
        reply,
        'questions-report',
        ['Slide', 'Question', 'Answered', 'Correct', 'Correct %', 'Answers'],
        async function* () {
          yield report.items;
        },
        (r) => [r.position, r.question, r.answered, r.correct, r.correctRate, answersInWords(r)],
      );
    },
  );
}
