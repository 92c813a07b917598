import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkResultSchema } from '@slidewise/shared/http/bulk';
import {
  addMembersResultSchema,
  memberBulkSchema,
  addMembersSchema,
  groupCreateSchema,
  groupListQuerySchema,
  groupSchema,
  groupUpdateSchema,
  memberListQuerySchema,
  memberPreviewSchema,
  memberSchema,
} from '@slidewise/shared/groups/group';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { languageFrom } from '../../lib/email-layout.js';
import type { GroupService } from './group.service.js';

const groupParams = z.object({ id: z.string().min(1).max(64) });
const memberParams = groupParams.extend({ memberId: z.string().min(1).max(64) });

export async function groupsRoutes(app: FastifyInstance, opts: { groups: GroupService }) {
  const { groups } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.requireUser };
  const tags = ['groups'];

  api.get(
    '/api/v1/groups',
    {
      ...auth,
      schema: {
        tags,
        querystring: groupListQuerySchema,
        response: { 200: paginatedSchema(groupSchema) },
      },
    },
    (request) => groups.list(request.user.id, request.query),
  );

  api.post(
    '/api/v1/groups',
    { ...auth, schema: { tags, body: groupCreateSchema, response: { 201: groupSchema } } },
    async (request, reply) =>
      reply.status(201).send(await groups.create(request.user.id, request.body)),
  );

  api.get(
    '/api/v1/groups/:id',
    { ...auth, schema: { tags, params: groupParams, response: { 200: groupSchema } } },
    (request) => groups.get(request.user.id, request.params.id),
  );

  api.patch(
    '/api/v1/groups/:id',
    {
      ...auth,
      schema: {
        tags,
        params: groupParams,
        body: groupUpdateSchema,
        response: { 200: groupSchema },
      },
    },
    (request) => groups.update(request.user.id, request.params.id, request.body),
  );

  api.delete(
    '/api/v1/groups/:id',
    { ...auth, schema: { tags, params: groupParams } },
    async (request, reply) => {
      await groups.remove(request.user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/v1/groups/:id/members',
    {
      ...auth,
      schema: {
        tags,
        params: groupParams,
        querystring: memberListQuerySchema,
        response: { 200: paginatedSchema(memberSchema) },
      },
    },
    (request) => groups.members(request.user.id, request.params.id, request.query),
  );

  api.post(
    '/api/v1/groups/:id/members',
    {
      ...auth,
      schema: {
        tags,
        params: groupParams,
        body: addMembersSchema,
        response: { 200: addMembersResultSchema },
      },
    },
    (request) =>
      groups.addMembers(
        request.user.id,
        request.params.id,
        request.body.emails,
        languageFrom(request.headers['accept-language']),
      ),
  );

  api.post(
    '/api/v1/groups/:id/members/bulk',
    {
      ...auth,
      schema: {
        tags,
        params: groupParams,
        body: memberBulkSchema,
        response: { 200: bulkResultSchema },
      },
    },
    (request) =>
      groups.bulk(
        request.user.id,
        request.params.id,
        request.body,
        languageFrom(request.headers['accept-language']),
      ),
  );

  api.post(
    '/api/v1/groups/:id/members/preview',
    {
      ...auth,
      schema: {
        tags,
        params: groupParams,
        body: addMembersSchema,
        response: { 200: memberPreviewSchema },
      },
    },
    (request) => groups.preview(request.user.id, request.params.id, request.body.emails),
  );

  api.post(
    '/api/v1/groups/:id/members/:memberId/resend',
    { ...auth, schema: { tags, params: memberParams } },
    async (request, reply) => {
      await groups.resend(request.user.id, request.params.id, request.params.memberId);
      return reply.status(204).send();
    },
  );

  api.delete(
    '/api/v1/groups/:id/members/:memberId',
    { ...auth, schema: { tags, params: memberParams } },
    async (request, reply) => {
      await groups.removeMember(request.user.id, request.params.id, request.params.memberId);
      return reply.status(204).send();
    },
  );
}
