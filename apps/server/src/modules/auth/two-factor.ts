import { createHash, createHmac } from 'node:crypto';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { BetterAuthPlugin } from 'better-auth';
import { deleteSessionCookie } from 'better-auth/cookies';

export const TRUST_DEVICE_SECONDS = 30 * 24 * 60 * 60;
/** A TOTP code stays refused this long after it was used (it is valid for at most 90 seconds). */
const USED_CODE_SECONDS = 120;
const HASH = /^[0-9a-f]{64}$/;

/** Backup codes are kept as keyed hashes; the forwarder hashes a submitted code the same way. */
export const hashBackupCode = (secret: string, code: string) =>
  createHmac('sha256', secret).update(code.trim()).digest('hex');

const totpPaths = new Set(['/two-factor/verify-totp']);

/**
 * better-auth accepts the same TOTP code again within its window; a code that
 * signed someone in (or proved a fresh code) is refused from then on.
 */
function totpReplayGuard(): BetterAuthPlugin {
  const usedKey = (userId: string, code: string) => `totp-used:${userId}:${code}`;
  return {
    id: 'totp-replay-guard',
    hooks: {
      before: [
        {
          matcher: (ctx) => totpPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const code = String((ctx.body as { code?: unknown } | undefined)?.code ?? '');
            let userId = (await getSessionFromCtx(ctx))?.user.id;
            if (!userId) {
              const cookie = ctx.context.createAuthCookie('two_factor');
              const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
              if (challenge) {
                userId = (await ctx.context.internalAdapter.findVerificationValue(challenge))
                  ?.value;
              }
            }
            if (!userId) return;
            const used = await ctx.context.internalAdapter.findVerificationValue(
              usedKey(userId, code),
            );
            if (used && new Date(used.expiresAt) > new Date()) {
              throw APIError.from('UNAUTHORIZED', {
                code: 'INVALID_CODE',
                message: 'Invalid code',
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => totpPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as { user?: { id?: string } } | undefined;
            const userId = returned && !isAPIError(returned) ? returned.user?.id : undefined;
            if (!userId) return;
            const code = String((ctx.body as { code?: unknown }).code);
            await ctx.context.internalAdapter.createVerificationValue({
              identifier: usedKey(userId, code),
              value: userId,
              expiresAt: new Date(Date.now() + USED_CODE_SECONDS * 1000),
            });
          }),
        },
      ],
    },
  };
}

/** Whether a better-auth user (the two-factor plugin adds the field) has two-factor on. */
const usesTwoFactor = (user: unknown) =>
  (user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled === true;

const twoFactorRequired = (ctx: { context: { baseURL: string } }) =>
  new URL('/login?error=two_factor_required', ctx.context.baseURL).toString();

/**
 * An e-mailed link is one factor. For an account with two-factor, a sign-in link is turned
 * away before it is used (better-auth would otherwise strip an unverified account's
 * password while signing it in). A confirmation link still confirms the address, but the
 * session it would start is ended at once (an account from before confirmation was required
 * can have two-factor and no confirmed address). Either way the sign-in page asks for
 * password and code.
 */
function emailedLinkTwoFactorGuard(): BetterAuthPlugin {
  return {
    id: 'emailed-link-two-factor-guard',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/magic-link/verify',
          handler: createAuthMiddleware(async (ctx) => {
            const token = String((ctx.query as { token?: unknown } | undefined)?.token ?? '');
            const hashed = createHash('sha256').update(token).digest('base64url');
            const pending = await ctx.context.internalAdapter.findVerificationValue(
              `magic-link:${hashed}`,
            );
            if (!pending) return;
            let email: string | undefined;
            try {
              email = (JSON.parse(pending.value) as { email?: string }).email;
            } catch {
              return;
            }
            const found = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
            if (usesTwoFactor(found?.user)) {
              throw ctx.redirect(twoFactorRequired(ctx));
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/verify-email',
          handler: createAuthMiddleware(async (ctx) => {
            const started = ctx.context.newSession;
            if (!started || !usesTwoFactor(started.user)) return;
            // The request's own session (signed in already, with the code) is left alone.
            const current = await getSessionFromCtx(ctx);
            if (current?.session.token === started.session.token) return;
            await ctx.context.internalAdapter.deleteSession(started.session.token);
            deleteSessionCookie(ctx);
            throw ctx.redirect(twoFactorRequired(ctx));
          }),
        },
      ],
    },
  };
}

/** TOTP with ten single-use backup codes (hashed), trusted devices for 30 days. */
export function twoFactorPlugins(secret: string) {
  return [
    twoFactor({
      issuer: 'Slidewise',
      trustDeviceMaxAge: TRUST_DEVICE_SECONDS,
      backupCodeOptions: {
        amount: 10,
        storeBackupCodes: {
          // Called with the fresh codes, and again with the remaining (already hashed) ones.
          encrypt: async (json: string) =>
            JSON.stringify(
              (JSON.parse(json) as string[]).map((c) =>
                HASH.test(c) ? c : hashBackupCode(secret, c),
              ),
            ),
          decrypt: async (stored: string) => stored,
        },
      },
      schema: {
        user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
        twoFactor: {
          modelName: 'two_factors',
          fields: {
            userId: 'user_id',
            backupCodes: 'backup_codes',
            failedVerificationCount: 'failed_verification_count',
            lockedUntil: 'locked_until',
          },
        },
      },
    }),
    totpReplayGuard(),
    emailedLinkTwoFactorGuard(),
  ];
}
