import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  joinLinkCreateSchema,
  joinLinkInfoSchema,
  joinLinkSchema,
  joinRequestSchema,
  joinResultSchema,
} from '@slidewise/shared/groups/join-link';
import { checkEmailSchema } from '@slidewise/shared/auth/schemas';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import type { JoinLinkService } from './join-link.service.js';

const groupParams = z.object({ id: z.string().min(1).max(64) });
const linkParams = groupParams.extend({ linkId: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(10).max(200) });

export async function joinLinksRoutes(app: FastifyInstance, opts: { joinLinks: JoinLinkService }) {
  const { joinLinks } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.requireUser };
  const tags = ['join links'];

  api.post(
    '/api/v1/groups/:id/join-links',
    {
      ...auth,
      schema: {
        tags,
        params: groupParams,
        body: joinLinkCreateSchema,
        response: { 201: joinLinkSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await joinLinks.create(request.user.id, request.params.id, request.body ?? {})),
  );

  api.get(
    '/api/v1/groups/:id/join-links',
    {
      ...auth,
      schema: { tags, params: groupParams, response: { 200: paginatedSchema(joinLinkSchema) } },
    },
    (request) => joinLinks.list(request.user.id, request.params.id),
  );

  api.delete(
    '/api/v1/groups/:id/join-links/:linkId',
    { ...auth, schema: { tags, params: linkParams } },
    async (request, reply) => {
      await joinLinks.revoke(request.user.id, request.params.id, request.params.linkId);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/v1/join/:token',
    { schema: { tags, params: tokenParams, response: { 200: joinLinkInfoSchema } } },
    (request) => joinLinks.info(request.params.token),
  );

  api.post(
    '/api/v1/join/:token',
    {
      schema: {
        tags,
        params: tokenParams,
        body: joinRequestSchema,
        response: { 200: z.union([joinResultSchema, checkEmailSchema]) },
      },
    },
    async (request) => {
      const body = request.body;
      return joinLinks.join(
        request.params.token,
        body && 'email' in body
          ? (body as { name: string; email: string; password: string })
          : undefined,
        await app.sessionUser(request),
        request.headers,
      );
    },
  );
}
