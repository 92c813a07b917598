import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/**
 * Runs `steps` on one pooled connection (a prepared statement is its connection's), with a
 * table `probe` holding one row (a = 1), dropped after.
 */
async function withProbe(db: Kysely<Database>, steps: (c: Kysely<Database>) => Promise<void>) {
  await sql`create table probe (a integer)`.execute(db);
  try {
    await sql`insert into probe (a) values (${1})`.execute(db);
    await db.connection().execute(steps);
  } finally {
    await sql`drop table probe`.execute(db);
  }
}

// Every list or detail read costs at most three SQL statements (the session, the rows,
// and a count or a second table), whatever the number of rows, before the read cache
// keeps any of them.
describe.each(dialects)('SQL statements per read on %s', (dialect) => {
  // Only the requests' own statements: no background worker polls meanwhile.
  const { t } = useTestApp(dialect, {
    env: { MAIL_WORKER_ENABLED: 'false', REMINDERS_ENABLED: 'false' },
  });
  let ada: TestClient;
  let bob: TestClient;
  let courseId: string;
  let groupId: string;
  let memberId: string;

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com');
    bob = await t.signedUp('bob@example.com');
    for (let i = 0; i < 3; i++) {
      const course = (await ada.post('/api/v1/courses', { title: `Course ${i}` })).json();
      courseId = course.id;
      for (let j = 0; j < 3; j++) {
        await ada.post(`/api/v1/courses/${course.id}/slides`, {
          kind: 'content',
          title: `Slide ${j}`,
          body: doc(`slide ${j}`),
        });
      }
    }
    await ada.patch(`/api/v1/courses/${courseId}`, { version: 1, status: 'published' });
    const assigned = await ada.post(`/api/v1/courses/${courseId}/assignees`, {
      emails: ['bob@example.com', 'carol@example.com', 'dan@example.com'],
    });
    expect(assigned.statusCode).toBeLessThan(300);
    const group = await ada.post('/api/v1/groups', { name: 'Night shift' });
    groupId = group.json().id;
    await ada.post(`/api/v1/groups/${groupId}/members`, {
      emails: ['bob@example.com', 'erin@example.com'],
    });
    memberId = (await ada.get(`/api/v1/groups/${groupId}/members`)).json().items[0].id;
  });

  /** Statements of a request with nothing in the read cache. */
  async function statementsFor(client: TestClient, url: string) {
    t.app.db.kysely.cache.written('all');
    return cachedStatementsFor(client, url);
  }
  async function cachedStatementsFor(client: TestClient, url: string) {
    const before = t.app.db.statements();
    const res = await client.get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return t.app.db.statements() - before;
  }

  it.each([
    ['/api/v1/me'],
    ['/api/v1/courses'],
    ['/api/v1/courses?q=course&sort=title'],
    ['/api/v1/courses/{course}'],
    ['/api/v1/courses/{course}/slides'],
    ['/api/v1/courses/{course}/assignees'],
    ['/api/v1/groups'],
    ['/api/v1/groups/{group}'],
    ['/api/v1/groups/{group}/members'],
    ['/api/v1/subscription'],
    ['/api/v1/me/bio'],
    ['/api/v1/reports/summary'],
    ['/api/v1/reports/courses'],
    ['/api/v1/reports/groups'],
    ['/api/v1/reports/people'],
    ['/api/v1/reports/questions?courseId={course}'],
  ])("the leader's %s", async (path) => {
    const url = path
      .replace('{course}', courseId)
      .replace('{group}', groupId)
      .replace('{member}', memberId);
    expect(await statementsFor(ada, url)).toBeLessThanOrEqual(3);
  });

  it.each([['/api/v1/learning'], ['/api/v1/learning/{course}']])(
    "the learner's %s",
    async (path) => {
      expect(await statementsFor(bob, path.replace('{course}', courseId))).toBeLessThanOrEqual(3);
    },
  );

  it('counts what the database runs (a refused request runs none past the session)', async () => {
    expect(await statementsFor(ada, '/api/v1/me')).toBeGreaterThan(0);
    const before = t.app.db.statements();
    expect((await t.client().get('/api/v1/courses')).statusCode).toBe(401);
    expect(t.app.db.statements() - before).toBe(0);
  });

  it('answers a read again from the cache until a write touches a table it read', async () => {
    const me = '/api/v1/me';
    expect(await statementsFor(ada, me)).toBeGreaterThan(0);
    expect(await cachedStatementsFor(ada, me)).toBe(0);
    // Another account's course touches no table that /me read...
    await bob.post('/api/v1/courses', { title: 'Elsewhere' });
    expect(await cachedStatementsFor(ada, me)).toBe(0);
    // ...a new name does, and the answer says so.
    expect((await ada.patch(me, { displayName: 'Ada L.' })).statusCode).toBe(200);
    const before = t.app.db.statements();
    expect((await ada.get(me)).json().user.displayName).toBe('Ada L.');
    expect(t.app.db.statements() - before).toBeGreaterThan(0);
  });

  // A progress post starts by finding the learner's assignment of the course. Read through
  // an index on course_id alone (SQLite's choice before 0018), that costs every assignee of
  // the course on each post. PostgreSQL is told to avoid a sequential scan, as it would on
  // a table this small.
  it("finds a learner's assignment of a course through the index on both", async () => {
    const lookup = sql`select id from assignments
      where user_id = ${'u'} and course_id = ${courseId} and archived_at is null`;
    const plan =
      dialect === 'sqlite'
        ? (
            await sql<{ detail: string }>`explain query plan ${lookup}`.execute(t.app.db.kysely)
          ).rows.map((row) => row.detail)
        : await t.app.db.kysely.transaction().execute(async (trx) => {
            await sql`set local enable_seqscan = off`.execute(trx);
            const rows = (await sql`explain ${lookup}`.execute(trx)).rows as Record<
              string,
              string
            >[];
            return rows.map((row) => row['QUERY PLAN']!);
          });
    expect(plan.join('\n')).toMatch(/assignments_user_course_idx/);
  });

  // A repeated statement stays prepared (SQLite: the statement cache; PostgreSQL: a named
  // statement of its connection, but never a `*` projection). A column added to its table
  // (another instance's migration, say) must show in its next run, in a transaction too.
  it('answers a repeated select * with a column its table gained since', async () => {
    const probe = (on: Kysely<Database>) =>
      sql<Record<string, number>>`select * from probe where a = ${1}`.execute(on);
    await withProbe(t.app.db.kysely, async (c) => {
      for (let i = 0; i < 3; i++) expect((await probe(c)).rows).toEqual([{ a: 1 }]);
      await sql`alter table probe add column b integer default 2`.execute(c);
      const after = await c.transaction().execute((trx) => probe(trx));
      expect(after.rows).toEqual([{ a: 1, b: 2 }]);
    });
  });
});

describe.each(dialects.filter((dialect) => dialect === 'postgres'))(
  'prepared statements on %s',
  (dialect) => {
    const { t } = useTestApp(dialect, {
      env: { MAIL_WORKER_ENABLED: 'false', REMINDERS_ENABLED: 'false' },
    });

    it('prepares a repeated statement once per connection, and afresh when its result changes', async () => {
      const probe = (on: Kysely<Database>) =>
        sql<{ a: number }>`select a from probe where a = ${1}`.execute(on);
      const preparedOn = async (c: Kysely<Database>) => {
        const { rows } = await sql<{ n: number }>`select count(*) as n
          from pg_prepared_statements where statement like ${'select a from probe%'}`.execute(c);
        return Number(rows[0]!.n);
      };
      await withProbe(t.app.db.kysely, async (c) => {
        for (let i = 0; i < 3; i++) expect((await probe(c)).rows).toEqual([{ a: 1 }]);
        expect(await preparedOn(c)).toBe(1);
        // Its result's type changes. Outside a transaction, the run that finds it out runs again
        // at once, prepared afresh under a new name.
        await sql`alter table probe alter column a type bigint`.execute(c);
        expect((await probe(c)).rows).toEqual([{ a: 1 }]);
        expect(await preparedOn(c)).toBe(2);
        // In a transaction, that run fails with its transaction; the next one is prepared afresh.
        await sql`alter table probe alter column a type integer`.execute(c);
        await expect(c.transaction().execute((trx) => probe(trx))).rejects.toMatchObject({
          routine: 'RevalidateCachedQuery',
        });
        const again = await c.transaction().execute((trx) => probe(trx));
        expect(again.rows).toEqual([{ a: 1 }]);
      });
    });
  },
);
