// Part of the frozen migration set: migrations import this and kysely, never app code.
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Timestamps: timestamptz on PostgreSQL, ISO-8601 UTC text on SQLite. */
export function timestamp(db: Kysely<unknown>): RawBuilder<unknown> {
  return isPostgres(db) ? sql`timestamptz` : sql`text`;
}

/** Booleans: boolean on PostgreSQL, 0/1 integer on SQLite. */
export function boolean(db: Kysely<unknown>): RawBuilder<unknown> {
  return isPostgres(db) ? sql`boolean` : sql`integer`;
}

export function falseValue(db: Kysely<unknown>): RawBuilder<unknown> {
  return isPostgres(db) ? sql`false` : sql`0`;
}
