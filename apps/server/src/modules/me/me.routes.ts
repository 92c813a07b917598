import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteMeSchema, updateMeSchema, userBioSchema } from '@slidewise/shared/me/profile';
import { meSchema } from '@slidewise/shared/me/schemas';
import { accountSessionSchema } from '@slidewise/shared/me/sessions';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { z } from 'zod';
import { expiredSessionCookies } from '../auth/auth.js';
import { filePart } from '../uploads/uploads.routes.js';
import type { MeService } from './me.service.js';

export async function meRoutes(app: FastifyInstance, opts: { me: MeService }) {
  const { me } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const common = { preHandler: app.requireUser };
  const tags = ['me'];

  api.get('/api/v1/me', { ...common, schema: { tags, response: { 200: meSchema } } }, (request) =>
    me.get(request.user.id),
  );

  api.patch(
    '/api/v1/me',
    { ...common, schema: { tags, body: updateMeSchema, response: { 200: meSchema } } },
    (request) => me.update(request.user.id, request.body),
  );

  api.post(
    '/api/v1/me/workspace',
    { ...common, schema: { tags, response: { 201: meSchema } } },
    async (request, reply) => reply.status(201).send(await me.startWorkspace(request.user.id)),
  );

  api.get(
    '/api/v1/me/sessions',
    { ...common, schema: { tags, response: { 200: paginatedSchema(accountSessionSchema) } } },
    (request) => me.sessions(request.user.id, request.user.sessionId),
  );

  api.delete(
    '/api/v1/me/sessions/:id',
    { ...common, schema: { tags, params: z.object({ id: z.string().min(1).max(128) }) } },
    async (request, reply) => {
      await me.endSession(request.user.id, request.params.id);
      // Ending this browser's own session signs it out here too.
      if (request.params.id === request.user.sessionId) {
        reply.header('set-cookie', expiredSessionCookies());
      }
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/v1/me/bio',
    { ...common, schema: { tags, response: { 200: userBioSchema } } },
    (request) => me.getBio(request.user.id),
  );

  api.put(
    '/api/v1/me/bio',
    { ...common, schema: { tags, body: userBioSchema, response: { 200: userBioSchema } } },
    (request) => me.updateBio(request.user.id, request.body),
  );

  api.post(
    '/api/v1/me/photo',
    { ...common, schema: { tags, consumes: ['multipart/form-data'], response: { 200: meSchema } } },
    async (request) => me.setPhoto(request.user.id, (await filePart(request)).file),
  );

  api.delete(
    '/api/v1/me/photo',
    { ...common, schema: { tags, response: { 200: meSchema } } },
    (request) => me.removePhoto(request.user.id),
  );

  api.delete(
    '/api/v1/me',
    { ...common, schema: { tags, body: deleteMeSchema } },
    async (request, reply) => {
      await me.deleteAccount(request.user.id, request.body.email);
      // The session rows went with the account; the browser's cookie goes too.
      return reply.header('set-cookie', expiredSessionCookies()).status(204).send();
    },
  );
}
