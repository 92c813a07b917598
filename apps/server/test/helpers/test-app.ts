import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { createEmailVerificationToken } from 'better-auth/api';
import { buildApp, type AppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Clock } from '../../src/lib/clock.js';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The dialects this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL
 * is set. TEST_DIALECTS (comma list) narrows it, as CI's PostgreSQL-only pass does.
 */
export const dialects: Dialect[] = (() => {
  const all: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const only = process.env.TEST_DIALECTS?.split(',').map((s) => s.trim());
  return only ? all.filter((d) => only.includes(d)) : all;
})();

export const PUBLIC_URL = 'http://slidewise.test';

/** A clock tests can move. */
export class FakeClock implements Clock {
  constructor(private current = new Date('2026-03-01T09:00:00.000Z')) {}
  now() {
    return new Date(this.current);
  }
  set(date: Date | string) {
    this.current = new Date(date);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: FakeClock;
  dialect: Dialect;
  /** A fresh signed-out browser-like client. */
  client(ip?: string): TestClient;
  /** A client of a new account, verified and signed in (see `TestClient.signUp`). */
  signedUp(email: string, password?: string, name?: string): Promise<TestClient>;
  close(): Promise<void>;
}

/** Creates a throwaway PostgreSQL database on the TEST_DATABASE_URL server. */
async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `slidewise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  clock = new FakeClock(),
  stripeHttpClient?: AppOptions['stripeHttpClient'],
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'slidewise-test-'));
  const database = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL,
      LOG_LEVEL: 'silent',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    }),
    webDist: env.WEB_DIST,
  };
  const app = await buildApp({ config, clock, logger: false, stripeHttpClient });
  return {
    app,
    config,
    clock,
    dialect,
    client: (ip) => new TestClient(app, ip, config.authSecret),
    async signedUp(email, password, name) {
      const client = new TestClient(app, undefined, config.authSecret);
      await client.signUp(email, password, name);
      return client;
    },
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Body = Record<string, unknown> | unknown[] | string | Buffer | undefined;

/** Calls the app over HTTP semantics (inject) and keeps cookies like a browser. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
    private readonly authSecret = '',
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** A second client holding the same session, as another device or tab would. */
  clone(): TestClient {
    const copy = new TestClient(this.app, this.ip, this.authSecret);
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }

  async request(
    method: InjectOptions['method'],
    url: string,
    body?: Body,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        origin: PUBLIC_URL,
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...(body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body)
          ? { 'content-type': 'application/json' }
          : {}),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : {
            payload:
              typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
          }),
    });
    for (const cookie of res.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request('GET', url, undefined, headers);
  post = (url: string, body: Body = {}, headers?: Record<string, string>) =>
    this.request('POST', url, body, headers);
  patch = (url: string, body: Body, headers?: Record<string, string>) =>
    this.request('PATCH', url, body, headers);
  put = (url: string, body: Body, headers?: Record<string, string>) =>
    this.request('PUT', url, body, headers);
  delete = (url: string, body?: Body, headers?: Record<string, string>) =>
    this.request('DELETE', url, body, headers);

  /** Posts one file as multipart/form-data. */
  upload = (url: string, file: { payload: Buffer; headers: Record<string, string> }) =>
    this.request('POST', url, file.payload, file.headers);

  /**
   * Signs up, then (unless `verify: false`) follows the e-mail verification link the
   * way the e-mailed one would: the address counts as proven and the client is signed in.
   * Unconfirmed, the account cannot sign in.
   */
  async signUp(
    email: string,
    password = 'a-strong-passphrase',
    name = 'Test Person',
    options: { verify?: boolean } = {},
  ) {
    const res = await this.post('/api/auth/sign-up/email', { name, email, password });
    if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    const user = await this.app.db.kysely
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirstOrThrow();
    if (options.verify !== false) {
      const verified = await this.get(await this.verificationPath(email, user.id));
      if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
    }
    return user;
  }

  /** The path of the link in the verification e-mail (the same token better-auth signs). */
  verificationPath(email: string, userId: string) {
    return createEmailVerificationToken(
      this.authSecret,
      email.trim().toLowerCase(),
      undefined,
      3600,
      { userId },
    ).then((token) => `/api/auth/verify-email?token=${token}`);
  }

  async signIn(email: string, password = 'a-strong-passphrase') {
    const res = await this.post('/api/auth/sign-in/email', { email, password });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return res;
  }
}

export async function countRows(
  app: FastifyInstance,
  table: 'users' | 'leaders' | 'subscriptions' | 'sessions' | 'uploads' | 'user_bios',
) {
  const row = await app.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
