import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ssoLookupResultSchema,
  ssoLookupSchema,
  ssoSettingsInputSchema,
  ssoSettingsSchema,
  workspaceSsoSchema,
} from '@slidewise/shared/auth/sign-in-methods';
import type { SsoService } from './sso.service.js';

export async function ssoRoutes(app: FastifyInstance, opts: { sso: SsoService }) {
  const { sso } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.requireUser };
  const tags = ['single sign-on'];

  api.get(
    '/api/v1/workspace/sso',
    { ...auth, schema: { tags, response: { 200: workspaceSsoSchema } } },
    (request) => sso.get(request.user.id),
  );

  api.put(
    '/api/v1/workspace/sso',
    {
      ...auth,
      schema: { tags, body: ssoSettingsInputSchema, response: { 200: ssoSettingsSchema } },
    },
    (request) => sso.save(request.user.id, request.body),
  );

  api.delete('/api/v1/workspace/sso', { ...auth, schema: { tags } }, async (request, reply) => {
    await sso.remove(request.user.id);
    return reply.status(204).send();
  });

  api.post(
    '/api/v1/auth/sso/lookup',
    { schema: { tags, body: ssoLookupSchema, response: { 200: ssoLookupResultSchema } } },
    (request) => sso.lookup(request.body.email),
  );
}
