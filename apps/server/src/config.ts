import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEFAULT_PASSWORD_POLICY,
  type PasswordPolicy,
} from '@slidewise/shared/auth/password-policy';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const url = z.url();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: url.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Slidewise <no-reply@slidewise.local>'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(url)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  PASSWORD_REQUIRE_LOWERCASE: flag(DEFAULT_PASSWORD_POLICY.requireLowercase),
  PASSWORD_REQUIRE_UPPERCASE: flag(DEFAULT_PASSWORD_POLICY.requireUppercase),
  PASSWORD_REQUIRE_NUMERIC: flag(DEFAULT_PASSWORD_POLICY.requireNumeric),
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: flag(DEFAULT_PASSWORD_POLICY.requireNonAlphanumeric),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: flag(false),
  REMINDER_DAYS_BEFORE: z.coerce.number().int().min(0).max(60).default(2),
  REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  REMINDERS_ENABLED: flag(true),
  PRO_PRICE_MONTHLY: z.coerce.number().int().min(0).default(1200),
  PRO_PRICE_YEARLY: z.coerce.number().int().min(0).default(12000),
  PLAN_CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/, 'must be a lowercase ISO 4217 code such as usd')
    .default('usd'),
  MAIL_WORKER_ENABLED: flag(true),
  MAIL_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: url.optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag(false),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_PRICE_PRO_MONTHLY: z.string().startsWith('price_').optional(),
  STRIPE_PRICE_PRO_YEARLY: z.string().startsWith('price_').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_TENANT_ID: z.string().min(1).default('common'),
});

export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustedOrigins: string[];
  redisUrl: string | undefined;
  passwordPolicy: PasswordPolicy;
  authRateLimit: { perIp: number; perAccount: number; windowSeconds: number };
  pricing: { proMonthly: number; proYearly: number; currency: string };
  /** Set when every Stripe variable is; billing is off otherwise. */
  stripe:
    | { secretKey: string; webhookSecret: string; prices: { monthly: string; yearly: string } }
    | undefined;
  reminders: { enabled: boolean; daysBefore: number; intervalMinutes: number };
  /** The e-mail queue's worker in this process, and how often it looks for due messages. */
  mail: { worker: boolean; pollSeconds: number };
  /** Set when S3_BUCKET is: uploads go to that bucket instead of DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** Social sign-in: a provider is on when both its client id and secret are set. */
  social: {
    google: OAuthClient | undefined;
    microsoft: (OAuthClient & { tenantId: string }) | undefined;
  };
  /** Believe X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Where the built web app lives; served when it exists. */
  webDist: string | undefined;
}

export class ConfigError extends Error {}

/**
 * Parses the environment once at boot. A bad value throws a ConfigError whose
 * message is one line naming the variable, which server.ts prints before exiting.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET ?? persistentSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    trustedOrigins: [publicUrl, ...e.TRUSTED_ORIGINS],
    redisUrl: e.REDIS_URL,
    passwordPolicy: {
      ...DEFAULT_PASSWORD_POLICY,
      requireLowercase: e.PASSWORD_REQUIRE_LOWERCASE,
      requireUppercase: e.PASSWORD_REQUIRE_UPPERCASE,
      requireNumeric: e.PASSWORD_REQUIRE_NUMERIC,
      requireNonAlphanumeric: e.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
    },
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
      windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    trustProxy: e.TRUST_PROXY,
    reminders: {
      enabled: e.REMINDERS_ENABLED,
      daysBefore: e.REMINDER_DAYS_BEFORE,
      intervalMinutes: e.REMINDER_INTERVAL_MINUTES,
    },
    mail: { worker: e.MAIL_WORKER_ENABLED, pollSeconds: e.MAIL_POLL_SECONDS },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    pricing: {
      proMonthly: e.PRO_PRICE_MONTHLY,
      proYearly: e.PRO_PRICE_YEARLY,
      currency: e.PLAN_CURRENCY,
    },
    stripe:
      e.STRIPE_SECRET_KEY &&
      e.STRIPE_WEBHOOK_SECRET &&
      e.STRIPE_PRICE_PRO_MONTHLY &&
      e.STRIPE_PRICE_PRO_YEARLY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: { monthly: e.STRIPE_PRICE_PRO_MONTHLY, yearly: e.STRIPE_PRICE_PRO_YEARLY },
          }
        : undefined,
    social: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : undefined,
      microsoft:
        e.MICROSOFT_CLIENT_ID && e.MICROSOFT_CLIENT_SECRET
          ? {
              clientId: e.MICROSOFT_CLIENT_ID,
              clientSecret: e.MICROSOFT_CLIENT_SECRET,
              tenantId: e.MICROSOFT_TENANT_ID,
            }
          : undefined,
    },
    webDist: env.WEB_DIST
      ? resolve(env.WEB_DIST)
      : fileURLToPath(new URL('../../web/dist', import.meta.url)),
  };
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
