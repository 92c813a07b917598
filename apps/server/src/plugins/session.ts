import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { unauthorized } from '../lib/app-error.js';
import type { Auth } from '../modules/auth/auth.js';

export interface SessionUser {
  id: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; routes behind it can rely on it. */
    user: SessionUser;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** Resolves the better-auth session cookie; `requireUser` answers 401 without one. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth }) => {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const session = await opts.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw unauthorized();
    request.user = { id: session.user.id, email: session.user.email };
  });
});
