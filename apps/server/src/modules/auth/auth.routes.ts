import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import {
  CHECK_EMAIL,
  changePasswordSchema,
  forgotPasswordSchema,
  magicLinkSchema,
  resetPasswordSchema,
  sitePathSchema,
  signInSchema,
  signUpSchema,
  verificationEmailSchema,
} from '@slidewise/shared/auth/schemas';
import { passwordPolicySchema } from '@slidewise/shared/auth/password-policy';
import { assertPasswordAllowed } from './password-policy.js';
import {
  SOCIAL_PROVIDERS,
  SSO_PROVIDER_PREFIX,
  signInMethodsSchema,
  socialSignInSchema,
} from '@slidewise/shared/auth/sign-in-methods';
import type { ErrorCode, FieldIssue } from '@slidewise/shared/http/errors';
import type { Config } from '../../config.js';
import { AppError, notFound, validationFailed } from '../../lib/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { Auth } from './auth.js';
import { hashBackupCode } from './two-factor.js';

interface AuthRule {
  /** The body better-auth receives (POST): only the validated fields, unknown ones dropped. */
  schema: z.ZodType<Record<string, unknown>>;
  /** The body field holding a new password, checked against the policy. */
  passwordField?: string;
  /** Counted against the per-IP and per-account limits. */
  limited?: boolean;
  /** GET: the query must match (each parameter once); it is then forwarded unchanged. */
  query?: z.ZodType<Record<string, unknown>>;
  /** The body's `code` must be a current TOTP code of the signed-in account; it is not forwarded. */
  freshCode?: boolean;
  /** The body's `code` is a backup code: better-auth receives its keyed hash. */
  backupCode?: boolean;
  /** A success answers this instead of better-auth's body, which may differ by account. */
  answer?: Record<string, unknown>;
}

const password = z.string().min(1).max(1024);
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Six digits');
const backupCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'A backup code');

const noBody = z.object({});

/** A provider's answer on its redirect back (better-auth checks state, code and tokens). */
const oauthCallback: AuthRule = {
  schema: noBody,
  query: z
    .object({
      code: z.string().max(4096).optional(),
      state: z.string().max(1024).optional(),
      error: z.string().max(200).optional(),
      error_description: z.string().max(2000).optional(),
      iss: z.string().max(500).optional(),
    })
    // Providers add their own (Google: scope, authuser, prompt, hd; Microsoft: session_state).
    .catchall(z.string().max(2000)),
};
const SSO_CALLBACK = new RegExp(`^/callback/${SSO_PROVIDER_PREFIX}[A-Za-z0-9_-]{1,64}$`);

// The better-auth endpoints the app uses, by method and normalised path. Anything
// else under /api/auth is refused, so no endpoint reaches better-auth unvalidated.
const AUTH_RULES: Record<string, AuthRule> = {
  // A new address and one that has an account answer alike (its owner is e-mailed).
  'POST /sign-up/email': {
    // callbackURL: where the confirmation link lands once it has signed the person in.
    schema: signUpSchema.extend({ callbackURL: sitePathSchema.optional() }),
    passwordField: 'password',
    limited: true,
    answer: CHECK_EMAIL,
  },
  'POST /sign-in/email': {
    schema: signInSchema.extend({ rememberMe: z.boolean().optional() }),
    limited: true,
  },
  'POST /request-password-reset': { schema: forgotPasswordSchema, limited: true },
  'POST /reset-password': {
    schema: resetPasswordSchema.extend({ token: z.string().min(1).max(256) }),
    passwordField: 'newPassword',
  },
  // The e-mailed reset link: better-auth checks the token and redirects to the page.
  'GET /reset-password/:token': {
    schema: noBody,
    query: z.object({ callbackURL: sitePathSchema }).strict(),
  },
  'POST /change-password': { schema: changePasswordSchema, passwordField: 'newPassword' },
  'POST /sign-out': { schema: noBody },
  'POST /revoke-other-sessions': { schema: noBody },
  'POST /send-verification-email': { schema: verificationEmailSchema, limited: true },
  // The link in the verification e-mail (its token and callbackURL are better-auth's to check).
  'GET /verify-email': { schema: noBody },
  // E-mail link sign-in: a failed link lands on the sign-in page, which says why.
  'POST /sign-in/magic-link': {
    schema: magicLinkSchema.transform((body) => ({ ...body, errorCallbackURL: '/login' })),
    limited: true,
  },
  // better-auth lets a GET callback leave the site; a link's redirects stay on it.
  // Two-factor (TOTP). Enabling answers the secret's URI and ten backup codes; it is on
  // once a first code is verified. Turning it off takes the password and a fresh code.
  'POST /two-factor/enable': { schema: z.object({ password }) },
  'POST /two-factor/verify-totp': {
    schema: z.object({ code: totpCode, trustDevice: z.boolean().optional() }),
    limited: true,
  },
  'POST /two-factor/verify-backup-code': {
    schema: z.object({ code: backupCode, trustDevice: z.boolean().optional() }),
    limited: true,
    backupCode: true,
  },
  'POST /two-factor/disable': {
    schema: z.object({ password, code: totpCode }),
    limited: true,
    freshCode: true,
  },
  // Social and workspace sign-on: the answer is the provider's URL to send the browser to;
  // a failure on the way back lands on the sign-in page with ?error=.
  'POST /sign-in/social': {
    schema: socialSignInSchema.transform((body) => ({ ...body, errorCallbackURL: '/login' })),
    limited: true,
  },
  ...Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [`GET /callback/${p}`, oauthCallback])),
  [`GET /callback/${SSO_PROVIDER_PREFIX}:id`]: oauthCallback,
  'GET /magic-link/verify': {
    schema: noBody,
    query: z
      .object({
        token: z.string().min(1).max(256),
        callbackURL: sitePathSchema.optional(),
        errorCallbackURL: sitePathSchema.optional(),
        newUserCallbackURL: sitePathSchema.optional(),
      })
      .strict(),
  },
};

/** A path with a token or a workspace's provider id in it is looked up under its pattern. */
function ruleKeyOf(path: string) {
  if (/^\/reset-password\/[\w-]{1,256}$/.test(path)) return '/reset-password/:token';
  return SSO_CALLBACK.test(path) ? `/callback/${SSO_PROVIDER_PREFIX}:id` : path;
}

// better-auth's error codes, mapped to ours.
const AUTH_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: 'invalid_credentials' },
  USER_ALREADY_EXISTS: { status: 409, code: 'email_taken' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, code: 'email_taken' },
  INVALID_TOKEN: { status: 400, code: 'invalid_token' },
  EMAIL_NOT_VERIFIED: { status: 403, code: 'email_not_verified' },
  INVALID_PASSWORD: { status: 422, code: 'validation_failed' },
  INVALID_ORIGIN: { status: 403, code: 'untrusted_origin' },
  UNAUTHORIZED: { status: 401, code: 'unauthorized' },
  INVALID_CODE: { status: 401, code: 'invalid_code' },
  INVALID_BACKUP_CODE: { status: 401, code: 'invalid_code' },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, code: 'two_factor_expired' },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 401, code: 'two_factor_expired' },
  ACCOUNT_TEMPORARILY_LOCKED: { status: 429, code: 'rate_limited' },
  TOTP_ALREADY_ENABLED: { status: 409, code: 'conflict' },
  TOTP_NOT_ENABLED: { status: 409, code: 'conflict' },
  TWO_FACTOR_NOT_ENABLED: { status: 409, code: 'conflict' },
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

  app.get(
    '/api/v1/auth/sign-in-methods',
    { schema: { tags: ['auth'], response: { 200: signInMethodsSchema } } },
    async () => ({ social: SOCIAL_PROVIDERS.filter((p) => config.social[p]) }),
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

  function validated(schema: z.ZodType<Record<string, unknown>>, raw: unknown) {
    const parsed = schema.safeParse(raw ?? {});
    if (!parsed.success) {
      throw validationFailed(
        parsed.error.issues.map((i) => ({
          path: i.path.join('.'),
          code: i.code,
          message: i.message,
        })),
      );
    }
    return parsed.data;
  }

  function validatedBody(rule: AuthRule, raw: unknown): Record<string, unknown> {
    const body = validated(rule.schema, raw);
    if (rule.passwordField) {
      assertPasswordAllowed(
        String(body[rule.passwordField]),
        config.passwordPolicy,
        rule.passwordField,
      );
    }
    return body;
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    // The rule is chosen from the same normalised URL that better-auth will route
    // on: dot segments, encodings and fragments cannot pick a laxer rule.
    const url = new URL(request.url, config.publicUrl);
    const path = url.pathname.startsWith('/api/auth/')
      ? url.pathname.slice('/api/auth'.length)
      : '';
    const rule = AUTH_RULES[`${request.method} ${ruleKeyOf(path)}`];
    if (!rule) throw notFound('Endpoint');
    let body: string | undefined;
    if (request.method === 'POST') {
      const data = validatedBody(rule, request.body);
      if (rule.limited) await enforceLimits(request, data.email as string | undefined);
      if (rule.freshCode) {
        await auth.api
          .verifyTOTP({
            body: { code: String(data.code) },
            headers: fromNodeHeaders(request.headers),
          })
          .catch((error: unknown) => {
            if (!isAPIError(error)) throw error;
            throw translateError(error.statusCode, JSON.stringify(error.body));
          });
        delete data.code;
      }
      if (rule.backupCode) {
        // Dashes are optional when typing; the stored hash is of the printed form.
        const code = String(data.code).replace('-', '');
        data.code = hashBackupCode(config.authSecret, `${code.slice(0, 5)}-${code.slice(5)}`);
      }
      body = JSON.stringify(data);
    } else if (rule.query) {
      const keys = [...url.searchParams.keys()];
      if (new Set(keys).size !== keys.length) {
        throw validationFailed([
          { path: 'query', code: 'duplicate', message: 'A parameter is repeated.' },
        ]);
      }
      validated(rule.query, Object.fromEntries(url.searchParams));
    }

    const headers = fromNodeHeaders(request.headers);
    headers.delete('content-length');
    // better-auth records the address it reads here on each session: give it the
    // client address Fastify settled on (TRUST_PROXY decides whether to believe proxies).
    headers.set('x-forwarded-for', request.ip);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await auth.handler(
      new Request(url, { method: request.method, headers, body }),
    );

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const text = await response.text();
    if (response.status < 400) return reply.send(rule.answer ?? (text || undefined));
    throw translateError(
      response.status,
      text,
      'password' in JSON.parse(body ?? '{}') ? 'password' : undefined,
    );
  }

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: forward });
}

function translateError(status: number, text: string, passwordField = 'currentPassword'): AppError {
  let payload: { code?: string; message?: string } = {};
  try {
    payload = JSON.parse(text) as typeof payload;
  } catch {
    // better-auth answered with no JSON body; the status still says enough
  }
  const mapped = payload.code ? AUTH_ERRORS[payload.code] : undefined;
  const message = payload.message ?? 'The request could not be completed.';
  if (mapped?.code === 'validation_failed') {
    const issue: FieldIssue = { path: passwordField, code: 'invalid_password', message };
    return validationFailed([issue], message);
  }
  if (mapped) return new AppError(mapped.status, mapped.code, message);
  return new AppError(status >= 500 ? 500 : status, STATUS_CODES[status] ?? 'bad_request', message);
}
