import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateVerificationSchema } from '@slidewise/shared/learning/certification';
import type { CertificateService } from './certificate.service.js';

const params = z.object({ id: z.string().min(1).max(64) });

export async function certificatesRoutes(
  app: FastifyInstance,
  opts: { certificates: CertificateService },
) {
  const { certificates } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['certificates'];

  api.get(
    '/api/v1/certificates/:id/verify',
    { schema: { tags, params, response: { 200: certificateVerificationSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return certificates.verify(request.params.id);
    },
  );

  api.get(
    '/api/v1/certificates/:id/pdf',
    { preHandler: app.requireUser, schema: { tags, params } },
    async (request, reply) => {
      const bytes = await certificates.pdf(request.user.id, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="certificate-${request.params.id}.pdf"`,
        )
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(bytes));
    },
  );

  api.post(
    '/api/v1/certificates/:id/revoke',
    {
      preHandler: app.requireUser,
      schema: { tags, params, response: { 200: certificateVerificationSchema } },
    },
    (request) => certificates.revoke(request.user.id, request.params.id),
  );
}
