import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { fromNodeHeaders } from 'better-auth/node';
import { parseCookies } from 'better-auth/cookies';
import type { AppKysely } from '../db/database.js';
import { unauthorized } from '../lib/app-error.js';
import type { Auth } from '../modules/auth/auth.js';
import { sessionRepository } from '../modules/auth/session.repository.js';

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
    /**
     * True when the request carries a session cookie that we signed: no query, so the
     * session may since have ended. For what a page names to preload, never for access.
     */
    carriesSession: (request: FastifyRequest) => boolean;
  }
}

/** The token of a cookie value `token.signature` signed as better-auth signs it, or null. */
function verifiedToken(value: string | undefined, secret: string): string | null {
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * `verifiedToken`, remembering the cookie values that verified (the HMAC was about 2% of
 * the server's time under GET /api/v1/me). Only good signatures are kept, so made-up cookies
 * cannot crowd them out; whether the session still stands is looked up every time.
 */
function verifiedTokens(secret: string) {
  const verified = new LRUCache<string, string>({ max: 10_000 });
  return (value: string | undefined) => {
    const known = value && verified.get(value);
    if (known) return known;
    const token = verifiedToken(value, secret);
    if (token) verified.set(value!, token);
    return token;
  };
}

/**
 * Resolves the better-auth session cookie with one indexed query of our own, so that
 * sign-out, password changes and revocations take effect on the next request.
 * better-auth still creates, refreshes (once a day, when it falls due) and revokes sessions.
 * `requireUser` answers 401 without a live session.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { auth: Auth; db: AppKysely }) => {
    const sessions = sessionRepository(opts.db);
    const { authCookies, sessionConfig, secret } = await opts.auth.$context;
    const cookieName = authCookies.sessionToken.name;
    const tokenOf = verifiedTokens(secret);
    const refreshAfterMs = (sessionConfig.expiresIn - sessionConfig.updateAge) * 1000;

    app.decorateRequest('user', null as unknown as SessionUser);
    const signedToken = (request: FastifyRequest) => {
      const header = request.headers.cookie;
      return header ? tokenOf(parseCookies(header).get(cookieName)) : null;
    };
    app.decorate('carriesSession', (request: FastifyRequest) => Boolean(signedToken(request)));
    const sessionUser = async (request: FastifyRequest): Promise<SessionUser | null> => {
      const token = signedToken(request);
      if (!token) return null;
      const session = await sessions.findByToken(token);
      const now = Date.now();
      if (!session || session.expiresAt.getTime() <= now) return null;
      if (session.expiresAt.getTime() - refreshAfterMs <= now) {
        // Due for its daily extension: better-auth does that (and checks it all again).
        const fresh = await opts.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
        return fresh
          ? { id: fresh.user.id, email: fresh.user.email, sessionId: fresh.session.id }
          : null;
      }
      return { id: session.userId, email: session.email, sessionId: session.id };
    };
    app.decorate('sessionUser', sessionUser);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await sessionUser(request);
      if (!user) throw unauthorized();
      request.user = user;
    });
  },
);
