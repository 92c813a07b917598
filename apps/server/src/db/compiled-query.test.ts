import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledQuery } from './compiled-query.js';
import { openDatabase } from './database.js';
import type { Database } from './schema.js';

// A table of its own: the app's schema is not needed to check the mechanism.
type Table = { t: { a: string; b: string } };
const typed = (k: Kysely<Database>) => k as unknown as Kysely<Table>;

const dir = mkdtempSync(join(tmpdir(), 'compiled-query-'));
const db = openDatabase({ dataDir: dir });
await db.kysely.schema.createTable('t').addColumn('a', 'text').addColumn('b', 'text').execute();
await typed(db.kysely)
  .insertInto('t')
  .values([
    { a: 'x', b: '1' },
    { a: 'y', b: '2' },
    { a: 'x', b: '3' },
  ])
  .execute();

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The rows whose `a` is the value, counted (kept by the read cache between writes). */
const countOf = () =>
  compiledQuery(db.kysely, (k, a: string) =>
    typed(k)
      .selectFrom('t')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('a', '=', a),
  );

describe('compiledQuery', () => {
  it('runs the query compiled once with each call’s values, keeping its own literals', async () => {
    const find = compiledQuery(db.kysely, (k, a: string, b: string) =>
      typed(k)
        .selectFrom('t')
        .select(['a', 'b'])
        .where('a', '=', a)
        .where('b', '!=', '0')
        .where('b', '>=', b)
        .orderBy('b'),
    );
    expect(await find('x', '2')).toEqual([{ a: 'x', b: '3' }]);
    expect(await find('x', '1')).toEqual([
      { a: 'x', b: '1' },
      { a: 'x', b: '3' },
    ]);
    expect(await find('y', '1')).toEqual([{ a: 'y', b: '2' }]);
    expect(await find('z', '1')).toEqual([]);
  });

  it('refuses a value that would be compiled into the text instead of bound', () => {
    expect(() =>
      compiledQuery(db.kysely, (k, a: string) =>
        typed(k)
          .selectFrom('t')
          .select(['a'])
          .where('a', '=', 'fixed' + a.length),
      ),
    ).toThrow(/not a parameter/);
  });

  it('runs inside the transaction in progress', async () => {
    const count = countOf();
    await db.kysely.transaction().execute(async (trx) => {
      await typed(trx).insertInto('t').values({ a: 'w', b: '9' }).execute();
      expect(await count('w')).toEqual([{ n: 1 }]);
      await typed(trx).deleteFrom('t').where('a', '=', 'w').execute();
    });
    expect(await count('w')).toEqual([{ n: 0 }]);
  });

  // On SQLite, a transaction's compiled statements run at once on its connection, outside
  // Kysely's path: what they write must still be told to the read cache, and roll back.
  it("keeps a transaction's writes with it: rolled back on failure, and stale in the cache once committed", async () => {
    const count = countOf();
    const add = compiledQuery(db.kysely, (k, a: string) =>
      typed(k).insertInto('t').values({ a, b: '0' }),
    );
    expect(await count('v')).toEqual([{ n: 0 }]);
    await expect(
      db.kysely.transaction().execute(async () => {
        await add('v');
        expect(await count('v')).toEqual([{ n: 1 }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count('v')).toEqual([{ n: 0 }]);

    await db.kysely.transaction().execute(async () => {
      await add('v');
    });
    expect(await count('v')).toEqual([{ n: 1 }]);
  });
});
