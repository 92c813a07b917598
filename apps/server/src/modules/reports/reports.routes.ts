import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import {
  courseReportQuerySchema,
  courseReportRowSchema,
  reportFilterSchema,
  summarySchema,
} from '@slidewise/shared/reports/reports';
import { csvStream } from './csv.js';
import type { ReportsService } from './reports.service.js';

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

  // One schema for the filters and the table, split before use.
  const courseQuery = courseReportQuerySchema.and(reportFilterSchema);
  api.get(
    '/api/v1/reports/courses',
    {
      ...auth,
      schema: {
        tags,
        querystring: courseQuery,
        response: { 200: paginatedSchema(courseReportRowSchema) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = { from: q.from, to: q.to, groupId: q.groupId };
      if (q.format === 'csv') {
        const header = [
          'Course',
          'Assigned',
          'In progress',
          'Completed',
          'Overdue',
          'Completion %',
          'Average score',
          'Average days to complete',
        ];
        const stream = csvStream(
          header,
          () => reports.allCourses(request.user.id, filter, q),
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
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="courses-report.csv"')
          .send(stream as never); // streamed as is: Fastify does not serialise streams
      }
      return reports.courses(request.user.id, filter, q);
    },
  );
}
