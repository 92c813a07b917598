import { sql, type Kysely } from 'kysely';
import net from 'node:net';
import pg from 'pg';
import type { Database } from '../src/db/schema.js';
import { unwaited } from '../src/db/table-tracking.js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { publishedCourse } from './helpers/fixtures.js';
import { dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** Runs `steps` with a table `probe` holding one row (a = 1, its key), dropped after. */
async function withProbe(db: Kysely<Database>, steps: () => Promise<void>) {
  await sql`create table probe (a integer primary key)`.execute(db);
  try {
    await sql`insert into probe (a) values (${1})`.execute(db);
    await steps();
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
    const db = t.app.db.kysely;
    // On one pooled connection: a prepared statement is its connection's.
    await withProbe(db, () =>
      db.connection().execute(async (c) => {
        for (let i = 0; i < 3; i++) expect((await probe(c)).rows).toEqual([{ a: 1 }]);
        await sql`alter table probe add column b integer default 2`.execute(c);
        const after = await c.transaction().execute((trx) => probe(trx));
        expect(after.rows).toEqual([{ a: 1, b: 2 }]);
      }),
    );
  });
});

describe.each(dialects.filter((dialect) => dialect === 'postgres'))(
  'prepared statements on %s',
  (dialect) => {
    const { t } = useTestApp(dialect, {
      env: { MAIL_WORKER_ENABLED: 'false', REMINDERS_ENABLED: 'false' },
    });

    // A transaction's `begin` goes with its first statement, a write whose answer is not read
    // with the statement after it, and the last of them with the commit: each group leaves in
    // one write to the socket, and waits for its answers once.
    it('posts progress in three round trips', async () => {
      const ada = await t.signedUp('ada@example.com');
      const bob = await t.signedUp('bob@example.com');
      const course = await publishedCourse(
        ada,
        'Trips',
        [0, 1, 2].map((i) => ({ kind: 'content', title: `Slide ${i}`, body: doc(`slide ${i}`) })),
      );
      const slides = course.slideIds;
      await ada.post(`/api/v1/courses/${course.id}/assignees`, { emails: ['bob@example.com'] });
      const post = (slideId: string) =>
        bob.post(`/api/v1/learning/${course.id}/progress`, { slideId });
      expect((await post(slides[0]!)).statusCode).toBe(200);

      // Each statement pg is given, and each write to a socket (the requests are injected, so
      // every socket written to is a database connection), in the order they happen.
      const log: string[] = [];
      // A named (prepared) statement reaches pg as an object.
      const textOf = (config: unknown) =>
        typeof config === 'string' ? config : (config as { text: string }).text;
      const spies = [
        vi.spyOn(pg.Client.prototype, 'query').mockName('statement'),
        vi.spyOn(net.Socket.prototype, '_write').mockName('write'),
        vi.spyOn(net.Socket.prototype, '_writev').mockName('write'),
      ];
      try {
        const res = await post(slides[1]!);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ status: 'in_progress', progress: 66 });
        const events = spies.flatMap((spy) =>
          spy.mock.calls.map((args, i) => ({
            at: spy.mock.invocationCallOrder[i]!,
            what: spy.getMockName() === 'write' ? 'WRITE' : textOf(args[0]),
          })),
        );
        log.push(...events.sort((a, b) => a.at - b.at).map((event) => event.what));
      } finally {
        spies.forEach((spy) => spy.mockRestore());
      }
      // Before the transaction, the slide's own read (not in the read cache yet).
      expect(log.slice(log.indexOf('begin'))).toEqual([
        'begin',
        expect.stringMatching(/^select "assignments"/),
        'WRITE',
        expect.stringMatching(/^insert into "slide_progress"/),
        expect.stringMatching(/^select count\(\*\)/),
        'WRITE',
        expect.stringMatching(/^update "assignments"/),
        expect.stringMatching(/^select pg_notify/),
        'WRITE',
      ]);
      expect(log.indexOf('begin')).toBeLessThanOrEqual(2);
      const stored = (await bob.get(`/api/v1/learning/${course.id}`)).json();
      expect(stored.course.progress).toBe(66);
    });

    it('prepares a repeated statement once per connection, and afresh when its result changes', async () => {
      const probe = (on: Kysely<Database>) =>
        sql<{ a: number }>`select a from probe where a = ${1}`.execute(on);
      const preparedOn = async (c: Kysely<Database>) => {
        const { rows } = await sql<{ n: number }>`select count(*) as n
          from pg_prepared_statements where statement like ${'select a from probe%'}`.execute(c);
        return Number(rows[0]!.n);
      };
      const db = t.app.db.kysely;
      await withProbe(db, () =>
        db.connection().execute(async (c) => {
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
        }),
      );
    });
  },
);

// A write whose answer its caller does not read (`AppKysely.runLater`) waits, in a PostgreSQL
// transaction, for the round trip of the next statement or of the commit. On SQLite it runs
// at once. Either way, what follows it sees it, and its failure fails the transaction.
describe.each(dialects)('writes not waited for on %s', (dialect) => {
  const { t } = useTestApp(dialect, {
    env: { MAIL_WORKER_ENABLED: 'false', REMINDERS_ENABLED: 'false' },
  });
  const db = () => t.app.db.kysely;
  const transaction = <T>(steps: (trx: Kysely<Database>) => Promise<T>) =>
    db().transaction().execute(steps);
  const insert = (value: unknown) => sql`insert into probe (a) values (${value})`.compile(db());
  const stored = async () =>
    (await sql<{ a: number }>`select a from probe order by a`.execute(db())).rows.map((r) =>
      Number(r.a),
    );

  it('is seen by the next statement of its transaction, and committed with it', async () => {
    await withProbe(db(), async () => {
      const seen = await transaction(async (trx) => {
        await db().runLater(insert(2));
        await db().runLater(insert(3));
        return (await sql<{ n: number }>`select count(*) as n from probe`.execute(trx)).rows;
      });
      expect(Number(seen[0]!.n)).toBe(3);
      expect(await stored()).toEqual([1, 2, 3]);
    });
  });

  it('fails the statement after it when it fails, and the transaction with it', async () => {
    await withProbe(db(), async () => {
      await expect(
        transaction(async (trx) => {
          await db().runLater(insert(2));
          await db().runLater(insert(1));
          await sql`select a from probe`.execute(trx);
        }),
      ).rejects.toThrow(/unique|duplicate/i);
      expect(await stored()).toEqual([1]);
    });
  });

  it('keeps its place around savepoints', async () => {
    await withProbe(db(), async () => {
      const trx = await db().startTransaction().execute();
      await trx.executeQuery(unwaited(insert(2)));
      const inner = await trx.savepoint('inner').execute();
      await inner.executeQuery(unwaited(insert(3)));
      // A failing write (on SQLite it fails at once; held on PostgreSQL, it is never sent) is
      // undone with the rest, and the transaction goes on.
      await inner.executeQuery(unwaited(insert(1))).catch(() => undefined);
      await inner.rollbackToSavepoint('inner').execute();
      await trx.executeQuery(unwaited(insert(4)));
      await trx.commit().execute();
      expect(await stored()).toEqual([1, 2, 4]);
    });
  });

  it('is dropped with its transaction when the callback fails, leaving the pool clean', async () => {
    await withProbe(db(), async () => {
      await expect(
        transaction(async (trx) => {
          await sql`select 1`.execute(trx);
          await db().runLater(insert(2));
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await stored()).toEqual([1]);
      await transaction(() => db().runLater(insert(3)));
      expect(await stored()).toEqual([1, 3]);
    });
  });

  it('fails the commit when it is the last and fails, storing nothing', async () => {
    await withProbe(db(), async () => {
      await expect(
        transaction(async () => {
          await db().runLater(insert(2));
          await db().runLater(insert(1));
        }),
      ).rejects.toThrow(/unique|duplicate/i);
      expect(await stored()).toEqual([1]);
      // The connection serves the next transaction.
      await transaction(() => db().runLater(insert(4)));
      expect(await stored()).toEqual([1, 4]);
    });
  });
});
