import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { bulkResultSchema } from '@slidewise/shared/http/bulk';
import { remindOverdueSchema } from '@slidewise/shared/reports/reports';
import {
  assigneeBulkSchema,
  assigneeListQuerySchema,
  assigneeSchema,
  assigneeUpdateSchema,
  assignResultSchema,
  assignSchema,
  learningCardSchema,
} from '@slidewise/shared/learning/assignment';
import {
  learningCourseSchema,
  progressEventSchema,
  progressStateSchema,
} from '@slidewise/shared/learning/player';
import { grantAttemptsSchema, signOffSchema } from '@slidewise/shared/learning/certification';
import { languageFrom } from '../../lib/email-layout.js';
import type { AssignmentService } from './assignment.service.js';
import type { LearningService } from './learning.service.js';

const courseParams = z.object({ id: z.string().min(1).max(64) });
const assigneeParams = courseParams.extend({ assigneeId: z.string().min(1).max(64) });
const learnParams = z.object({ courseId: z.string().min(1).max(64) });

export async function assignmentsRoutes(
  app: FastifyInstance,
  opts: { assignments: AssignmentService; learning: LearningService },
) {
  const { assignments, learning } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.requireUser };
  const tags = ['assignments'];

  api.get(
    '/api/v1/courses/:id/assignees',
    {
      ...auth,
      schema: {
        tags,
        params: courseParams,
        querystring: assigneeListQuerySchema,
        response: { 200: paginatedSchema(assigneeSchema) },
      },
    },
    (request) => assignments.list(request.user.id, request.params.id, request.query),
  );

  api.post(
    '/api/v1/courses/:id/assignees',
    {
      ...auth,
      schema: {
        tags,
        params: courseParams,
        body: assignSchema,
        response: { 200: assignResultSchema },
      },
    },
    (request) =>
      assignments.assign(
        request.user.id,
        request.params.id,
        request.body,
        languageFrom(request.headers['accept-language']),
      ),
  );

  api.post(
    '/api/v1/courses/:id/assignees/bulk',
    {
      ...auth,
      schema: {
        tags,
        params: courseParams,
        body: assigneeBulkSchema,
        response: { 200: bulkResultSchema },
      },
    },
    (request) =>
      assignments.bulk(
        request.user.id,
        request.params.id,
        request.body,
        languageFrom(request.headers['accept-language']),
      ),
  );

  // Under reports, where leaders pick the people; the reminders are this module's.
  api.post(
    '/api/v1/reports/remind',
    {
      ...auth,
      schema: { tags: ['reports'], body: remindOverdueSchema, response: { 200: bulkResultSchema } },
    },
    (request) =>
      assignments.remindOverdue(
        request.user.id,
        request.body,
        languageFrom(request.headers['accept-language']),
      ),
  );

  api.patch(
    '/api/v1/courses/:id/assignees/:assigneeId',
    {
      ...auth,
      schema: {
        tags,
        params: assigneeParams,
        body: assigneeUpdateSchema,
        response: { 200: assigneeSchema },
      },
    },
    (request) =>
      assignments.update(
        request.user.id,
        request.params.id,
        request.params.assigneeId,
        request.body,
      ),
  );

  api.delete(
    '/api/v1/courses/:id/assignees/:assigneeId',
    {
      ...auth,
      schema: {
        tags,
        params: assigneeParams,
        querystring: z.object({ deleteRecord: z.enum(['true', 'false']).optional() }),
      },
    },
    async (request, reply) => {
      await assignments.remove(
        request.user.id,
        request.params.id,
        request.params.assigneeId,
        request.query.deleteRecord === 'true',
      );
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/v1/courses/:id/assignees/:assigneeId/remind',
    { ...auth, schema: { tags, params: assigneeParams } },
    async (request, reply) => {
      await assignments.remind(
        request.user.id,
        request.params.id,
        request.params.assigneeId,
        languageFrom(request.headers['accept-language']),
      );
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/v1/courses/:id/assignees/:assigneeId/resend',
    { ...auth, schema: { tags, params: assigneeParams } },
    async (request, reply) => {
      await assignments.resend(request.user.id, request.params.id, request.params.assigneeId);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/v1/courses/:id/assignees/:assigneeId/attempts',
    {
      ...auth,
      schema: {
        tags,
        params: assigneeParams,
        body: grantAttemptsSchema,
        response: { 200: assigneeSchema },
      },
    },
    (request) =>
      assignments.grantAttempts(
        request.user.id,
        request.params.id,
        request.params.assigneeId,
        request.body.extra,
      ),
  );

  api.get(
    '/api/v1/learning',
    {
      ...auth,
      schema: {
        tags: ['learning'],
        response: { 200: z.object({ items: z.array(learningCardSchema) }) },
      },
    },
    (request) => learning.list(request.user.id),
  );

  api.get(
    '/api/v1/learning/:courseId',
    {
      ...auth,
      schema: { tags: ['learning'], params: learnParams, response: { 200: learningCourseSchema } },
    },
    (request) => learning.get(request.user.id, request.params.courseId),
  );

  api.post(
    '/api/v1/learning/:courseId/progress',
    {
      ...auth,
      schema: {
        tags: ['learning'],
        params: learnParams,
        body: progressEventSchema,
        response: { 200: progressStateSchema },
      },
    },
    (request) => learning.record(request.user.id, request.params.courseId, request.body),
  );

  api.post(
    '/api/v1/learning/:courseId/retake',
    {
      ...auth,
      schema: { tags: ['learning'], params: learnParams, response: { 200: progressStateSchema } },
    },
    (request) => learning.retake(request.user.id, request.params.courseId),
  );

  api.post(
    '/api/v1/learning/:courseId/sign-off',
    {
      ...auth,
      schema: {
        tags: ['learning'],
        params: learnParams,
        body: signOffSchema,
        response: { 200: progressStateSchema },
      },
    },
    (request) => learning.signOff(request.user.id, request.params.courseId, request.body.fullName),
  );
}
