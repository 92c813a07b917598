import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { unauthorized } from '../lib/app-error.js';
import type { Auth } from '../modules/auth/auth.js';

export interface SessionUser {
  id: string;
  email: string;
  /** The session this request came with (the profile marks it as "this browser"). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; routes behind it can rely on it. */
    user: SessionUser;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** The signed-in user, or null, for routes open to both. */
    sessionUser: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
}

/** Resolves the better-auth session cookie; `requireUser` answers 401 without one. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth }) => {
  app.decorateRequest('user', null as unknown as SessionUser);
  const sessionUser = async (request: FastifyRequest): Promise<SessionUser | null> => {
    const session = await opts.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    return session
      ? { id: session.user.id, email: session.user.email, sessionId: session.session.id }
      : null;
  };
  app.decorate('sessionUser', sessionUser);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const user = await sessionUser(request);
    if (!user) throw unauthorized();
    request.user = user;
  });
});
