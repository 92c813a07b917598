import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { compiledQuery } from './compiled-query.js';
import { openDatabase } from './database.js';
import type { Database } from './schema.js';

// Tables of its own: the app's schema is not needed to check the mechanism.
type Tables = { a: { id: string; v: string }; b: { id: string; v: string } };
const typed = (k: Kysely<Database>) => k as unknown as Kysely<Tables>;

const dir = mkdtempSync(join(tmpdir(), 'read-cache-'));
const db = openDatabase({ dataDir: dir });
const k = typed(db.kysely);
/** The transaction in progress, if any (SQLite has one connection: the root would wait for it). */
const current = () => typed(db.kysely.executor());
const cache = db.kysely.cache;
for (const table of ['a', 'b'] as const) {
  await k.schema.createTable(table).addColumn('id', 'text').addColumn('v', 'text').execute();
}

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The value of a's row 1, through the cache, and how many statements that ran. */
async function readA(key = 'a1') {
  const before = db.statements();
  const rows = await cache.through(key, () =>
    current().selectFrom('a').select('v').where('id', '=', '1').execute(),
  );
  return { v: rows[0]?.v, statements: db.statements() - before };
}

describe('read cache', () => {
  beforeEach(async () => {
    await k.deleteFrom('a').execute();
    await k.insertInto('a').values({ id: '1', v: 'first' }).execute();
  });

  it('keeps a read until a write touches a table it read, not another table', async () => {
    expect(await readA()).toEqual({ v: 'first', statements: 1 });
    expect(await readA()).toEqual({ v: 'first', statements: 0 });
    await k.insertInto('b').values({ id: '1', v: 'x' }).execute();
    expect(await readA()).toEqual({ v: 'first', statements: 0 });
    await k.updateTable('a').set({ v: 'second' }).execute();
    expect(await readA()).toEqual({ v: 'second', statements: 1 });
  });

  it('does not keep a read that overlapped a write', async () => {
    const overlapping = cache.through('a1', async () => {
      const rows = await k.selectFrom('a').select('v').execute();
      await k.updateTable('a').set({ v: 'during' }).execute();
      return rows;
    });
    expect((await overlapping)[0]!.v).toBe('first');
    expect(await readA()).toEqual({ v: 'during', statements: 1 });
  });

  it('on a delete, forgets what the foreign keys it cascades along reach, and no more', async () => {
    // c's rows go with their p (cascade); d's stay and lose their p (set null).
    await k.schema
      .createTable('p')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .execute();
    for (const [table, rule] of [
      ['c', 'cascade'],
      ['d', 'set null'],
    ] as const) {
      await k.schema
        .createTable(table)
        .ifNotExists()
        .addColumn('id', 'text')
        .addColumn('p', 'text', (c) => c.references('p.id').onDelete(rule))
        .execute();
    }
    const fk = k as unknown as Kysely<Record<'p' | 'c' | 'd', { id: string; p: string | null }>>;
    await fk
      .insertInto('p')
      .values({ id: '1' } as never)
      .execute();
    await fk.insertInto('c').values({ id: 'c1', p: '1' }).execute();
    await fk.insertInto('d').values({ id: 'd1', p: '1' }).execute();
    const children = (table: 'c' | 'd') =>
      cache.through(table, () => fk.selectFrom(table).selectAll().execute());
    await children('c');
    await children('d');
    await readA();

    const before = db.statements();
    await fk.deleteFrom('p').execute();
    expect(await children('c')).toEqual([]);
    expect(await children('d')).toEqual([{ id: 'd1', p: null }]);
    expect(await readA()).toEqual({ v: 'first', statements: 0 });
    // The delete, and one read each for c and d.
    expect(db.statements() - before).toBe(1 + 2);

    await k.deleteFrom('b').execute();
    expect(await readA()).toEqual({ v: 'first', statements: 0 });
    await sql`update a set v = 'raw'`.execute(db.kysely);
    expect(await readA()).toEqual({ v: 'raw', statements: 1 });
  });

  it('keeps a read with a subquery written out in SQL only until any write', async () => {
    const count = () =>
      cache.through('count', () =>
        k.selectNoFrom(sql<number>`(select count(*) from a)`.as('n')).execute(),
      );
    await count();
    const before = db.statements();
    await count();
    expect(db.statements() - before).toBe(0);
    await k.insertInto('b').values({ id: '3', v: 'z' }).execute();
    await count();
    expect(db.statements() - before).toBe(1 + 1);
  });

  it('keeps a raw read only until any write', async () => {
    const raw = () =>
      cache.through('raw', async () => (await sql<{ v: string }>`select v from a`.execute(k)).rows);
    await raw();
    const before = db.statements();
    await raw();
    expect(db.statements() - before).toBe(0);
    await k.insertInto('b').values({ id: '2', v: 'y' }).execute();
    await raw();
    expect(db.statements() - before).toBe(1 + 1);
  });

  it('reads around a transaction, and keeps nothing a rolled-back transaction wrote', async () => {
    await readA();
    await expect(
      db.kysely.transaction().execute(async () => {
        await current().updateTable('a').set({ v: 'uncommitted' }).execute();
        // Inside the transaction it reads, and keeps nothing.
        expect(await readA('inside')).toEqual({ v: 'uncommitted', statements: 1 });
        expect(await readA('inside')).toEqual({ v: 'uncommitted', statements: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await readA()).toEqual({ v: 'first', statements: 1 });
    expect(await readA('inside')).toEqual({ v: 'first', statements: 1 });
  });

  it('sees a write made through another connection to the same file', async () => {
    const other = openDatabase({ dataDir: dir });
    try {
      await readA();
      await typed(other.kysely).updateTable('a').set({ v: 'elsewhere' }).execute();
      expect(await readA()).toEqual({ v: 'elsewhere', statements: 1 });
    } finally {
      await other.close();
    }
  });

  it('an entry filled around another depends on its tables too', async () => {
    const outer = () =>
      cache.through('outer', async () => {
        const inner = await readA();
        const b = await k.selectFrom('b').select('v').execute();
        return { a: inner.v, b: b.length };
      });
    await outer();
    await outer(); // both kept: a's entry, and the outer one
    const before = db.statements();
    await k.updateTable('a').set({ v: 'changed' }).execute();
    expect((await outer()).a).toBe('changed');
    expect(db.statements() - before).toBe(1 + 2);
  });

  it('never keeps what a precompiled write answers', async () => {
    const rename = compiledQuery(db.kysely, (db, v: string) =>
      typed(db).updateTable('a').set({ v }).where('id', '=', '1').returning('v'),
    );
    await rename('one');
    await rename('two');
    expect((await readA()).v).toBe('two');
    await rename('one');
    expect((await readA()).v).toBe('one');
  });
});
