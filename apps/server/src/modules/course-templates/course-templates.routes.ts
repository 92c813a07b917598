import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  courseTemplateListQuerySchema,
  courseTemplateListSchema,
} from '@slidewise/shared/courses/course-template';
import { listCourseTemplates } from './course-templates.js';

export async function courseTemplatesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/course-templates',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['courses'],
        querystring: courseTemplateListQuerySchema,
        response: { 200: courseTemplateListSchema },
      },
    },
    (request) => ({ items: listCourseTemplates(request.query.language) }),
  );
}
