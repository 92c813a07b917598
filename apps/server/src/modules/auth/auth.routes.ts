import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verificationEmailSchema,
} from '@slidewise/shared/auth/schemas';
import { checkPassword, passwordPolicySchema } from '@slidewise/shared/auth/password-policy';
import type { ErrorCode, FieldIssue } from '@slidewise/shared/http/errors';
import type { Config } from '../../config.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { Auth } from './auth.js';

interface Guard {
  schema: z.ZodType<Record<string, unknown>>;
  /** The body field holding a new password, checked against the policy. */
  passwordField?: string;
  /** Counted against the per-IP and per-account limits. */
  limited?: boolean;
  /** Fields better-auth needs that are not part of our contract. */
  passThrough?: string[];
}

// The endpoints whose input we validate with the shared contracts before
// better-auth sees it. Only the validated fields are forwarded: unknown ones are dropped.
const GUARDS: Record<string, Guard> = {
  '/sign-up/email': { schema: signUpSchema, passwordField: 'password', limited: true },
  '/sign-in/email': { schema: signInSchema, limited: true, passThrough: ['rememberMe'] },
  '/request-password-reset': { schema: forgotPasswordSchema, limited: true },
  '/reset-password': {
    schema: resetPasswordSchema,
    passwordField: 'newPassword',
    passThrough: ['token'],
  },
  '/change-password': { schema: changePasswordSchema, passwordField: 'newPassword' },
  '/send-verification-email': { schema: verificationEmailSchema, limited: true },
};

// better-auth's error codes, mapped to ours.
const AUTH_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: 'invalid_credentials' },
  USER_ALREADY_EXISTS: { status: 409, code: 'email_taken' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, code: 'email_taken' },
  INVALID_TOKEN: { status: 400, code: 'invalid_token' },
  INVALID_PASSWORD: { status: 422, code: 'validation_failed' },
  INVALID_ORIGIN: { status: 403, code: 'untrusted_origin' },
  UNAUTHORIZED: { status: 401, code: 'unauthorized' },
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  422: 'validation_failed',
  429: 'rate_limited',
};

export interface AuthRoutesOptions {
  auth: Auth;
  config: Config;
  limiters: { perIp: RateLimiter; perAccount: RateLimiter };
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const { auth, config, limiters } = opts;

  app.get(
    '/api/v1/auth/password-policy',
    { schema: { tags: ['auth'], response: { 200: passwordPolicySchema } } },
    async () => config.passwordPolicy,
  );

  async function enforceLimits(request: FastifyRequest, email: string | undefined) {
    const waits = await Promise.all([
      limiters.perIp.hit(request.ip),
      email ? limiters.perAccount.hit(email) : null,
    ]);
    const wait = Math.max(...waits.map((w) => w ?? 0));
    if (wait > 0) {
      throw new AppError(
        429,
        'rate_limited',
        `Too many attempts. Try again in ${wait} seconds.`,
        { retryAfter: wait },
        { 'retry-after': String(wait) },
      );
    }
  }

  function guardedBody(guard: Guard, raw: unknown): Record<string, unknown> {
    const input = (raw ?? {}) as Record<string, unknown>;
    const parsed = guard.schema.safeParse(input);
    if (!parsed.success) {
      throw validationFailed(
        parsed.error.issues.map((i) => ({
          path: i.path.join('.'),
          code: i.code,
          message: i.message,
        })),
      );
    }
    const body: Record<string, unknown> = { ...parsed.data };
    for (const key of guard.passThrough ?? []) if (key in input) body[key] = input[key];
    if (guard.passwordField) {
      const failed = checkPassword(String(body[guard.passwordField]), config.passwordPolicy);
      if (failed.length > 0) {
        throw new AppError(
          422,
          'password-does-not-meet-requirements',
          'The password does not meet the requirements.',
          { field: guard.passwordField, failed, policy: config.passwordPolicy },
        );
      }
    }
    return body;
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.slice('/api/auth'.length).split('?')[0]!;
    const guard = request.method === 'POST' ? GUARDS[path] : undefined;
    let body: string | undefined;
    if (guard) {
      const data = guardedBody(guard, request.body);
      if (guard.limited) await enforceLimits(request, data.email as string | undefined);
      body = JSON.stringify(data);
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      body = JSON.stringify(request.body ?? {});
    }

    const headers = fromNodeHeaders(request.headers);
    headers.delete('content-length');
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await auth.handler(
      new Request(new URL(request.url, config.publicUrl), {
        method: request.method,
        headers,
        body,
      }),
    );

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const text = await response.text();
    if (response.status < 400) return reply.send(text || undefined);
    throw translateError(response.status, text);
  }

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: forward });
}

function translateError(status: number, text: string): AppError {
  let payload: { code?: string; message?: string } = {};
  try {
    payload = JSON.parse(text) as typeof payload;
  } catch {
    // better-auth answered with no JSON body; the status still says enough
  }
  const mapped = payload.code ? AUTH_ERRORS[payload.code] : undefined;
  const message = payload.message ?? 'The request could not be completed.';
  if (mapped?.code === 'validation_failed') {
    const issue: FieldIssue = { path: 'currentPassword', code: 'invalid_password', message };
    return validationFailed([issue], message);
  }
  if (mapped) return new AppError(mapped.status, mapped.code, message);
  return new AppError(status >= 500 ? 500 : status, STATUS_CODES[status] ?? 'bad_request', message);
}
