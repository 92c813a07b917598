import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  importQuerySchema,
  importSchema,
} from '@slidewise/shared/imports/import';
import { filePart } from '../uploads/uploads.routes.js';
import { importRefused } from './import-error.js';
import type { importService } from './import.service.js';

export async function importsRoutes(
  app: FastifyInstance,
  opts: { imports: ReturnType<typeof importService> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['imports'];
  const idParams = z.object({ id: z.string().min(1).max(64) });

  api.post(
    '/api/v1/imports',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        querystring: importQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 202: importSchema },
      },
    },
    async (request, reply) => {
      const part = await filePart(request);
      const file = await part.toBuffer();
      if (part.file.truncated || file.length > IMPORT_MAX_BYTES)
        throw importRefused('file_too_large');
      const courseField = part.fields.courseId;
      const courseId =
        courseField && 'value' in courseField ? String(courseField.value).slice(0, 64) : undefined;
      const job = await opts.imports.start(request.user.id, {
        type: request.query.type,
        file,
        fileName: part.filename,
        courseId: courseId || undefined,
      });
      return reply.status(202).send(job);
    },
  );

  api.get(
    '/api/v1/imports/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, params: idParams, response: { 200: importSchema } },
    },
    (request) => opts.imports.get(request.user.id, request.params.id),
  );

  api.delete(
    '/api/v1/imports/:id',
    { preHandler: app.requireUser, schema: { tags, params: idParams } },
    async (request, reply) => {
      await opts.imports.cancel(request.user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
