import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { dialects, PUBLIC_URL, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

// Two instances on one database, as behind a load balancer: what one writes, the other's read
// cache must not hide. SQLite: at once (the other connection's commit changes the file's
// data_version). PostgreSQL: once the writer's NOTIFY arrives, which the polls below wait for
// (within a second; it takes about a millisecond).
describe.each(dialects)('read cache across instances on %s', (dialect) => {
  const { t } = useTestApp(dialect, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  let other: FastifyInstance;
  let ada: TestClient;

  /** The same browser, its request served by the other instance. */
  const onOther = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    other.inject({
      method,
      url,
      headers: { cookie: ada.cookieHeader, origin: PUBLIC_URL },
      ...(payload ? { payload } : {}),
    });
  const seen = async <T>(read: () => Promise<T>, expected: T) => {
    if (dialect === 'sqlite') expect(await read()).toEqual(expected);
    else await expect.poll(read, { timeout: 1000, interval: 5 }).toEqual(expected);
  };

  beforeAll(async () => {
    other = await buildApp({ config: t.config, clock: t.clock, logger: false });
    ada = await t.signedUp('ada@example.com');
  });
  afterAll(() => other.close());

  it('shows a course renamed on the other instance, not the list it kept', async () => {
    const course = (await ada.post('/api/v1/courses', { title: 'Ladders' })).json();
    const titles = async () =>
      (await ada.get('/api/v1/courses')).json().items.map((c: { title: string }) => c.title);
    expect(await titles()).toEqual(['Ladders']);
    expect((await ada.get(`/api/v1/courses/${course.id}`)).json().title).toBe('Ladders');

    const renamed = await onOther('PATCH', `/api/v1/courses/${course.id}`, {
      version: course.version,
      title: 'Ladder safety',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await seen(titles, ['Ladder safety']);
    await seen(
      async () => (await ada.get(`/api/v1/courses/${course.id}`)).json().title,
      'Ladder safety',
    );
  });

  it('refuses a session signed out on the other instance', async () => {
    const browser = await t.signedUp('bea@example.com');
    expect((await browser.get('/api/v1/me')).statusCode).toBe(200);
    const signedOut = await other.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: browser.cookieHeader, origin: PUBLIC_URL },
    });
    expect(signedOut.statusCode).toBe(200);
    await seen(async () => (await browser.get('/api/v1/me')).statusCode, 401);
  });

  it("keeps another account's course out of reach through the cache", async () => {
    const bea = await t.signedUp('cleo@example.com');
    const course = (await ada.post('/api/v1/courses', { title: 'Private' })).json();
    expect((await ada.get(`/api/v1/courses/${course.id}`)).statusCode).toBe(200);
    expect((await bea.get(`/api/v1/courses/${course.id}`)).statusCode).toBe(404);
    expect((await bea.get(`/api/v1/courses/${course.id}/slides`)).statusCode).toBe(404);
    expect((await bea.get('/api/v1/courses')).json().items).toEqual([]);
  });

  it('leaves the cache, and its LISTEN connection, out of a process that serves no reads', async () => {
    const listeners = async () =>
      dialect === 'postgres'
        ? Number(
            (
              await sql<{ n: number }>`select count(*) as n from pg_stat_activity
                where datname = current_database() and query like 'LISTEN%'`.execute(
                t.app.db.kysely,
              )
            ).rows[0]!.n,
          )
        : 0;
    const before = await listeners();
    const cli = openDatabase({
      dataDir: t.config.dataDir,
      databaseUrl: t.config.databaseUrl,
      readCache: false,
    });
    try {
      await new Promise((r) => setTimeout(r, 100));
      expect(await listeners()).toBe(before);
      // Nothing is kept: each read runs again.
      let reads = 0;
      const name = () =>
        cli.kysely.cache.through('ada', async () => {
          reads++;
          return cli.kysely
            .selectFrom('users')
            .select('name')
            .where('email', '=', 'ada@example.com')
            .executeTakeFirstOrThrow();
        });
      expect(await name()).toEqual(await name());
      expect(reads).toBe(2);
    } finally {
      await cli.close();
    }
  });

  it('sends a kept answer whole, compressed when asked, the first time and after', async () => {
    const course = (await ada.post('/api/v1/courses', { title: 'Many slides' })).json();
    const text = 'A paragraph long enough that a page of slides is worth compressing. ';
    for (let i = 0; i < 60; i++) {
      await ada.post(`/api/v1/courses/${course.id}/slides`, {
        kind: 'content',
        title: `Slide ${i + 1}`,
        body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
      });
    }
    for (let i = 0; i < 2; i++) {
      const res = await ada.get(`/api/v1/courses/${course.id}/slides?pageSize=50`, {
        'accept-encoding': 'br',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      const page = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
      expect(page).toMatchObject({ total: 60, page: 1, pageSize: 50 });
      expect(page.items).toHaveLength(50);
    }
  });
});
