import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseCreateRequestSchema,
  courseListQuerySchema,
  courseSchema,
  courseUpdateSchema,
} from '@slidewise/shared/courses/course';
import {
  slideCreateSchema,
  slideListQuerySchema,
  slideOrderSchema,
  slideSchema,
  slideUpdateSchema,
} from '@slidewise/shared/courses/slide';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import type { CourseService } from './course.service.js';
import type { SlideService } from './slide.service.js';

const courseParams = z.object({ id: z.string().min(1).max(64) });
const slideParams = courseParams.extend({ slideId: z.string().min(1).max(64) });

export async function coursesRoutes(
  app: FastifyInstance,
  opts: { courses: CourseService; slides: SlideService },
) {
  const { courses, slides } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.requireUser };
  const tags = ['courses'];

  api.get(
    '/api/v1/courses',
    {
      ...auth,
      schema: {
        tags,
        querystring: courseListQuerySchema,
        response: { 200: paginatedSchema(courseSchema) },
      },
    },
    (request, reply) => reply.cached(() => courses.list(request.user.id, request.query)),
  );

  api.post(
    '/api/v1/courses',
    { ...auth, schema: { tags, body: courseCreateRequestSchema, response: { 201: courseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await courses.create(request.user.id, request.body)),
  );

  api.get(
    '/api/v1/courses/:id',
    { ...auth, schema: { tags, params: courseParams, response: { 200: courseSchema } } },
    (request, reply) => reply.cached(() => courses.get(request.user.id, request.params.id)),
  );

  api.patch(
    '/api/v1/courses/:id',
    {
      ...auth,
      schema: {
        tags,
        params: courseParams,
        body: courseUpdateSchema,
        response: { 200: courseSchema },
      },
    },
    (request) => courses.update(request.user.id, request.params.id, request.body),
  );

  api.delete(
    '/api/v1/courses/:id',
    { ...auth, schema: { tags, params: courseParams } },
    async (request, reply) => {
      await courses.remove(request.user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/v1/courses/:id/duplicate',
    { ...auth, schema: { tags, params: courseParams, response: { 201: courseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await courses.duplicate(request.user.id, request.params.id)),
  );

  api.get(
    '/api/v1/courses/:id/slides',
    {
      ...auth,
      schema: {
        tags,
        params: courseParams,
        querystring: slideListQuerySchema,
        response: { 200: paginatedSchema(slideSchema) },
      },
    },
    (request, reply) =>
      reply.cached(() =>
        slides.list(request.user.id, request.params.id, request.query.page, request.query.pageSize),
      ),
  );

  api.post(
    '/api/v1/courses/:id/slides',
    {
      ...auth,
      schema: {
        tags,
        params: courseParams,
        body: slideCreateSchema,
        response: { 201: slideSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await slides.create(request.user.id, request.params.id, request.body)),
  );

  api.patch(
    '/api/v1/courses/:id/slides/:slideId',
    {
      ...auth,
      schema: {
        tags,
        params: slideParams,
        body: slideUpdateSchema,
        response: { 200: slideSchema },
      },
    },
    (request) =>
      slides.update(request.user.id, request.params.id, request.params.slideId, request.body),
  );

  api.delete(
    '/api/v1/courses/:id/slides/:slideId',
    { ...auth, schema: { tags, params: slideParams } },
    async (request, reply) => {
      await slides.remove(request.user.id, request.params.id, request.params.slideId);
      return reply.status(204).send();
    },
  );

  api.put(
    '/api/v1/courses/:id/slides/order',
    {
      ...auth,
      schema: {
        tags,
        params: courseParams,
        body: slideOrderSchema,
        response: { 200: slideOrderSchema },
      },
    },
    (request) => slides.reorder(request.user.id, request.params.id, request.body.slideIds),
  );
}
