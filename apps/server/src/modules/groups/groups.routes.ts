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
import {
  acceptInvitationResultSchema,
  acceptInvitationSchema,
  invitationSchema,
} from '@slidewise/shared/groups/invitation';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { languageFrom } from '../../lib/email-layout.js';
import type { GroupService } from './group.service.js';
import type { InvitationService } from './invitation.service.js';

const groupParams = z.object({ id: z.string().min(1).max(64) });
const memberParams = groupParams.extend({ memberId: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(10).max(200) });

export async function groupsRoutes(
  app: FastifyInstance,
  opts: { groups: GroupService; invitations: InvitationService },
) {
  const { groups, invitations } = opts;
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

  api.get(
    '/api/v1/invitations/:token',
    { schema: { tags: ['invitations'], params: tokenParams, response: { 200: invitationSchema } } },
    (request) => invitations.get(request.params.token),
  );

  api.post(
    '/api/v1/invitations/:token/accept',
    {
      schema: {
        tags: ['invitations'],
        params: tokenParams,
        body: acceptInvitationSchema,
        response: { 200: acceptInvitationResultSchema },
      },
    },
    async (request, reply) => {
      const result = await invitations.accept(
        request.params.token,
        request.body && 'name' in request.body
          ? (request.body as { name: string; password: string })
          : undefined,
        await app.sessionUser(request),
        request.headers,
      );
      if (result.setCookie.length) reply.header('set-cookie', result.setCookie);
      return { redirectTo: result.redirectTo };
    },
  );
}
