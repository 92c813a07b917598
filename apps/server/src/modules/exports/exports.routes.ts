import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { scormExport } from './scorm-export.js';

export async function exportsRoutes(
  app: FastifyInstance,
  opts: { scorm: ReturnType<typeof scormExport> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/v1/courses/:id/export/scorm',
    {
      preHandler: app.requireUser,
      schema: { tags: ['courses'], params: z.object({ id: z.string().min(1).max(64) }) },
    },
    async (request, reply) => {
      const { fileName, stream } = await opts.scorm.package(request.user.id, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .send(stream);
    },
  );
}
