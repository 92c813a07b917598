import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { AppKysely } from './database.js';
import type { Database } from './schema.js';
import { writtenBy } from './table-tracking.js';

let queries = 0;
const NO_ROWS = Object.freeze([]);

/**
 * A query Kysely builds and compiles once, then only runs with new values (in the current
 * transaction, if any), its rows kept by the read cache until a write touches a table it read
 * (`read-cache.ts`). Building and compiling the same SELECT again on every call cost about
 * as much as running it on SQLite: a tenth of a GET /api/v1/me. `build` gets a placeholder
 * for each of its values; each must reach the query as a bound parameter. `cached: false`
 * leaves the read cache out, for a query whose values change on every call (the moment).
 * `unwaited`: a write whose answer the caller does not read (`AppKysely.runLater`); it answers
 * no rows.
 */
export function compiledQuery<Values extends (string | number | null)[], Row>(
  db: AppKysely,
  build: (db: Kysely<Database>, ...values: Values) => Compilable<Row>,
  options: { cached?: boolean; unwaited?: boolean } = {},
) {
  const slots = Array.from({ length: build.length - 1 }, (_, i) => `\u0000value ${i}\u0000`);
  const compiled = build(db, ...(slots as Values)).compile();
  const positions = compiled.parameters.map((parameter) => slots.indexOf(parameter as string));
  if (slots.some((_, i) => !positions.includes(i))) {
    throw new Error(`compiledQuery: a value is not a parameter of ${compiled.sql}`);
  }
  if (options.unwaited && !writtenBy(compiled)) {
    throw new Error(`compiledQuery: only a write can go unwaited, not ${compiled.sql}`);
  }
  const reads = options.cached !== false && !writtenBy(compiled);
  // A short key prefix: hashing the whole SQL text on every lookup cost more than the lookup.
  const prefix = `q${++queries}`;
  const rowsOf = options.unwaited
    ? async (query: CompiledQuery<Row>) => {
        await db.runLater(query);
        return NO_ROWS as readonly Row[];
      }
    : async (query: CompiledQuery<Row>) => Object.freeze((await db.run(query)).rows);
  return (...values: Values): Promise<readonly Row[]> => {
    const query: CompiledQuery<Row> = {
      ...compiled,
      parameters: positions.map((at, i) => (at >= 0 ? values[at] : compiled.parameters[i])),
    };
    // No function named in here: under tsx (the benches, the tests) naming one costs a
    // defineProperty on every call, 3% of a cached GET /api/v1/me.
    return reads
      ? db.cache.through(`${prefix}\u0000${values.join('\u0000')}`, () => rowsOf(query))
      : rowsOf(query);
  };
}
