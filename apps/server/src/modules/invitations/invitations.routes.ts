import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationResultSchema,
  acceptInvitationSchema,
  invitationSchema,
} from '@slidewise/shared/groups/invitation';
import type { InvitationService } from './invitation.service.js';

const tokenParams = z.object({ token: z.string().min(10).max(200) });

export async function invitationsRoutes(
  app: FastifyInstance,
  opts: { invitations: InvitationService },
) {
  const { invitations } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();

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
