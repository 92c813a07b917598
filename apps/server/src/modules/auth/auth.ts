import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { magicLink } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { BackgroundTasks } from '../../lib/background-tasks.js';
import type { Clock } from '../../lib/clock.js';
import type { EventHub } from '../../lib/events.js';
import { languageFrom } from '../../lib/email-layout.js';
import type { Mailer } from '../../lib/mailer.js';
import { SSO_PROVIDER_PREFIX } from '@slidewise/shared/auth/sign-in-methods';
import { workspaceSso } from '../sso/sso.plugin.js';
import { ssoProviderServing } from '../sso/sso.service.js';
import { subscriptionService } from '../subscription/subscription.service.js';
import { proveAddress } from '../users/address-proven.js';
import { userService } from '../users/user.service.js';
import { sitePathSchema } from '@slidewise/shared/auth/schemas';
import {
  accountExistsEmail,
  magicLinkEmail,
  noAccountEmail,
  passwordResetEmail,
  verifyEmailEmail,
} from './auth.emails.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { twoFactorPlugins } from './two-factor.js';
import { unknownAddressReset } from './unknown-address-reset.js';

export const RESET_PASSWORD_TOKEN_SECONDS = 60 * 60;
export const VERIFY_EMAIL_TOKEN_SECONDS = 7 * 24 * 60 * 60;

/**
 * better-auth checks the token, then sends the browser to /reset-password?token=… or, for
 * a used or expired link, /reset-password?error=INVALID_TOKEN: the page never shows a form
 * that can only fail.
 */
export const resetPasswordUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent('/reset-password')}`;

/**
 * better-auth checks the token, signs the person in and sends the browser to /verify-email
 * (with ?error= on failure), which goes on to `next` (a site path: the app, or a join link).
 */
export const verifyEmailUrl = (publicUrl: string, token: string, next?: string) =>
  `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(verifiedLanding(next))}`;

/** Where a confirmation link lands: /verify-email, told where to go next. */
export const verifiedLanding = (next?: string) =>
  `/verify-email?done=1${next ? `&next=${encodeURIComponent(next)}` : ''}`;

/** The `next` a sign-up or a resend asked for, read back from better-auth's link. */
function nextOf(betterAuthUrl: string): string | undefined {
  const callback = new URL(betterAuthUrl).searchParams.get('callbackURL');
  if (!callback || !sitePathSchema.safeParse(callback).success) return undefined;
  const landing = new URL(callback, 'http://site');
  const next = landing.pathname === '/verify-email' ? landing.searchParams.get('next') : callback;
  return next && next !== '/' && sitePathSchema.safeParse(next).success ? next : undefined;
}
export const MAGIC_LINK_SECONDS = 15 * 60;
const ONE_FACTOR_SIGN_IN = ['/callback/', '/oauth2/callback/'];

/** The provider a callback request is for (`/callback/:id`), if it is one. */
const callbackProvider = (context: { path?: string; params?: unknown } | null | undefined) =>
  context?.path?.startsWith('/callback/')
    ? String((context.params as { id?: string } | undefined)?.id ?? '')
    : undefined;
const isSso = (providerId: string | undefined) => !!providerId?.startsWith(SSO_PROVIDER_PREFIX);

/**
 * Set while an invitation or a join link creates a learner account: no workspace for it.
 * Only an invitation link proves the address (a join link is held by many people).
 */
export const learnerSignUp = new AsyncLocalStorage<{ addressProven: boolean }>();

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  /** Sign-ups and proven addresses are announced here; auth knows nothing of who listens. */
  events: EventHub;
}

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

export function createAuth({ config, db, mailer, clock, log, background, events }: AuthDeps) {
  const subscriptions = subscriptionService(db.kysely, clock);
  const users = userService(db.kysely);
  const claim = proveAddress(db.kysely, events);
  const ssoProviderOf = ssoProviderServing(db.kysely);

  /** A workspace's sign-on signs in only the domains its leader listed. */
  async function ssoServes(providerId: string, email: string) {
    const id = providerId.slice(SSO_PROVIDER_PREFIX.length);
    return (await ssoProviderOf(email)) === id;
  }

  const { google, microsoft } = config.social;

  return betterAuth({
    appName: 'Slidewise',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: { db: db.kysely, type: db.dialect, transaction: true },
    telemetry: { enabled: false },
    // Our own limiter (per IP and per account, Redis-capable) guards the auth routes.
    rateLimit: { enabled: false },
    logger: {
      log: (level, message) => {
        const fn = level === 'error' ? log.error : level === 'warn' ? log.warn : log.debug;
        fn.call(log, `better-auth: ${message}`);
      },
    },
    advanced: {
      cookiePrefix: 'slidewise',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // E-mails go out after the response, so an answer takes as long for an
      // address that exists as for one that does not.
      backgroundTasks: { handler: background.run },
    },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', ...timestamps },
    },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...timestamps,
      },
    },
    account: {
      modelName: 'accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    // Each provider is on only when its client id and secret are set. A provider account
    // links to an existing one only when the provider says the address is verified
    // (better-auth's default: no provider is trusted by name).
    socialProviders: {
      ...(google ? { google: { ...google, prompt: 'select_account' as const } } : {}),
      ...(microsoft ? { microsoft: { ...microsoft, prompt: 'select_account' as const } } : {}),
    },
    // A failed provider sign-in (even before its state is read) lands on the sign-in page.
    onAPIError: { errorURL: `${config.publicUrl}/login` },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', ...timestamps },
    },
    emailAndPassword: {
      enabled: true,
      // An account is usable once its address is confirmed (the e-mailed link signs it in).
      // Sign-up then answers alike for a new address and one that has an account, whose
      // owner is e-mailed instead; both hash the password and queue one e-mail.
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }, request) => {
        const stored = await users.account(user.id);
        const language = languageFrom(stored?.locale ?? request?.headers.get('accept-language'));
        await mailer.send(accountExistsEmail(user.email, `${config.publicUrl}/login`, language));
      },
      minPasswordLength: config.passwordPolicy.minLength,
      maxPasswordLength: config.passwordPolicy.maxLength,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        const url = resetPasswordUrl(config.publicUrl, token);
        const stored = await users.accountByEmail(user.email);
        const language = languageFrom(stored?.locale ?? request?.headers.get('accept-language'));
        await mailer.send(passwordResetEmail(user.email, url, language));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A password sign-in of an unconfirmed account is refused and sends a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, token, url: linkOfBetterAuth }, request) => {
        const stored = await users.account(user.id);
        // Joined through an invitation link: the address is already proven.
        if (!stored || stored.emailVerified) return;
        const url = verifyEmailUrl(config.publicUrl, token, nextOf(linkOfBetterAuth));
        const language = languageFrom(stored.locale ?? request?.headers.get('accept-language'));
        await mailer.send(verifyEmailEmail(user.email, url, language));
      },
      // The address is proven: whatever leaders left waiting for it attaches now.
      afterEmailVerification: async (user) => {
        await claim(user.id, user.email, clock.now());
      },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_SECONDS,
        storeToken: 'hashed',
        // Accounts are made by sign-up (with its trial) or an invitation, never by a link.
        disableSignUp: true,
        sendMagicLink: async ({ email, url }, ctx) => {
          // Sent after the response, and an e-mail either way: the answer and its
          // timing are the same whether or not the address has an account.
          background.run(
            (async () => {
              const stored = await users.accountByEmail(email);
              const language = languageFrom(
                stored?.locale ?? ctx?.request?.headers.get('accept-language'),
              );
              await mailer.send(
                stored
                  ? magicLinkEmail(email, url, language)
                  : noAccountEmail(email, `${config.publicUrl}/signup`, language),
              );
            })(),
          );
        },
      }),
      unknownAddressReset({
        mailer,
        background,
        signUpUrl: `${config.publicUrl}/signup`,
        tokenSeconds: RESET_PASSWORD_TOKEN_SECONDS,
      }),
      ...twoFactorPlugins(config.authSecret),
      workspaceSso(db.kysely, config.authSecret),
    ],
    databaseHooks: {
      user: {
        create: {
          before: async (user, context) => {
            const provider = callbackProvider(context);
            if (isSso(provider) && !(await ssoServes(provider!, user.email))) return false;
          },
          // A first sign-in through a provider makes the account: Google and Microsoft
          // start a workspace with its trial, as e-mail sign-up does; a workspace's
          // sign-on makes a learner of that workspace (the sso module puts it in its group).
          after: async (user, context) => {
            const provider = callbackProvider(context);
            if (provider === undefined) return;
            if (!isSso(provider)) {
              await subscriptions.startTrial(user.id);
              return;
            }
            await events.emit('userSignedUpWithProvider', {
              userId: user.id,
              email: user.email.toLowerCase(),
              providerId: provider,
            });
          },
        },
      },
      account: {
        create: {
          // Sign-up runs in one transaction; the credential account is linked right
          // after the user row exists, so this is where the workspace joins it.
          before: async (account, context) => {
            // Linking a workspace sign-on to an account: only for an address it serves.
            if (isSso(account.providerId)) {
              const user = await users.account(account.userId);
              if (!user || !(await ssoServes(account.providerId, user.email))) return false;
              return;
            }
            if (context?.path !== '/sign-up/email' || account.providerId !== 'credential') return;
            const now = clock.now();
            const learner = learnerSignUp.getStore();
            if (learner) {
              // Signing up through an invitation link proves the address: what waits
              // for it attaches now. Any other sign-up waits for e-mail verification.
              const user = learner.addressProven && (await users.account(account.userId));
              if (user) await claim(user.id, user.email, now);
              return;
            }
            await subscriptions.startTrial(account.userId);
          },
        },
      },
      session: {
        create: {
          // A provider's sign-in is one factor: an account with two-factor signs in
          // with its password and code instead (e-mail links: see two-factor.ts).
          before: async (session, context) => {
            if (!context?.path || !ONE_FACTOR_SIGN_IN.some((p) => context.path.startsWith(p)))
              return;
            const row = await db.kysely
              .selectFrom('users')
              .select('two_factor_enabled')
              .where('id', '=', session.userId)
              .executeTakeFirst();
            if (row && Boolean(row.two_factor_enabled)) return false;
          },
          after: async (session, context) => {
            await users.recordSignIn(session.userId, clock.now());
            // A provider that says the address is verified proves it: what leaders left
            // waiting for it attaches now (claiming twice attaches nothing new).
            if (callbackProvider(context) === undefined) return;
            const user = await users.account(session.userId);
            if (user?.emailVerified) await claim(user.id, user.email, clock.now());
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Set-Cookie values that make a browser drop the session cookie (either name it may have). */
export function expiredSessionCookies(): string[] {
  return ['slidewise.session_token', '__Secure-slidewise.session_token'].map(
    (name) =>
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure') ? '; Secure' : ''}`,
  );
}
