import { AsyncLocalStorage } from 'node:async_hooks';
import { resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type Compilable,
  CompiledQuery,
  type KyselyConfig,
  type QueryResult,
  PostgresDialect,
  SqliteDialect,
  type Transaction,
  type TransactionBuilder,
} from 'kysely';
import pg from 'pg';
import { groupCommit } from './group-commit.js';
import { preparingClient } from './prepared-statements.js';
import { readCache, type ReadCache } from './read-cache.js';
import type { Database } from './schema.js';
import {
  trackingTables,
  unwaited,
  writtenBy,
  type ForeignKey,
  type Written,
} from './table-tracking.js';
import { hearWrites, writeNotice } from './write-notices.js';

export type DialectName = 'sqlite' | 'postgres';

// COUNT(*) is int8 and AVG is numeric in PostgreSQL; both fit a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

interface ActiveTransaction {
  trx: Transaction<Database>;
  owner: AppKysely;
  /** Until its callback settles: after that, work it left running must not use the connection. */
  open: boolean;
}
const activeTransaction = new AsyncLocalStorage<ActiveTransaction>();
const inTransaction = () => activeTransaction.getStore() !== undefined;

/**
 * Kysely that remembers the transaction it is running, so that work started
 * inside it (by a service, or by better-auth's sign-up) joins it instead of
 * opening a second one. Repositories reach the current executor through `executor()`.
 */
export class AppKysely extends Kysely<Database> {
  constructor(
    config: KyselyConfig,
    /** Reads kept until a write touches their tables (`read-cache.ts`). */
    readonly cache: ReadCache,
    private readonly sqlite?: {
      /** Runs a claim and what it guards as one synchronous transaction. */
      claimSync(claim: CompiledQuery, then: CompiledQuery): boolean;
      /** Runs a statement at once in the transaction the connection holds (`table-tracking.ts`). */
      runInTransaction(query: CompiledQuery): QueryResult<unknown> | undefined;
    },
  ) {
    super(config);
  }

  /**
   * Runs a compiled statement in the current transaction, or on the database. On SQLite, inside
   * this database's transaction, it runs at once on the connection the transaction holds:
   * Kysely's path (a chain of promises for each statement, each one tracked by the
   * AsyncLocalStorage above) was about a third of a progress post's time.
   */
  async run<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> {
    const active = activeTransaction.getStore();
    if (active?.open && active.owner === this) {
      const result = this.sqlite?.runInTransaction(query);
      if (result) return result as QueryResult<R>;
    }
    // Work a transaction left running after its callback settled runs on its own connection.
    return (active?.open ? active.trx : this).executeQuery(query);
  }

  /**
   * Runs a write whose answer the caller does not read, as `run`. In a PostgreSQL transaction
   * it is sent in the round trip of the transaction's next statement or of its commit
   * (`unwaited`, table-tracking.ts): its failure then fails that statement, and the transaction.
   */
  async runLater(query: CompiledQuery): Promise<void> {
    await this.run(unwaited(query));
  }

  /**
   * Runs `then` only when `claim` (an insert that does nothing when the row exists)
   * inserts a row, both in one transaction; true when it did. On SQLite the pair runs
   * synchronously while holding the connection: between two awaited statements of an
   * open SQLite transaction, another connection in the process (a second app, as the
   * tests run two instances) would wait for the write lock synchronously, stalling the
   * event loop that has to commit it.
   */
  async claimThen(claim: Compilable, then: Compilable): Promise<boolean> {
    const sqlite = this.sqlite;
    if (sqlite && !activeTransaction.getStore()) {
      return this.connection().execute(async () =>
        sqlite.claimSync(claim.compile(), then.compile()),
      );
    }
    return this.transaction().execute(async (trx) => {
      const claimed = await trx.executeQuery(claim.compile());
      if (!Number(claimed.numAffectedRows ?? 0)) return false;
      await trx.executeQuery(then.compile());
      return true;
    });
  }

  override transaction(): TransactionBuilder<Database> {
    const builder = super.transaction();
    const execute = builder.execute.bind(builder);
    builder.execute = <T>(callback: (trx: Transaction<Database>) => Promise<T>) => {
      const current = activeTransaction.getStore();
      if (current) return callback(current.trx);
      return execute(async (trx) => {
        const active: ActiveTransaction = { trx, owner: this, open: true };
        try {
          return await activeTransaction.run(active, () => callback(trx));
        } finally {
          active.open = false;
        }
      });
    };
    return builder;
  }

  /** The transaction in progress, or the database itself. */
  executor(): Kysely<Database> {
    return activeTransaction.getStore()?.trx ?? this;
  }
}

export interface Db {
  kysely: AppKysely;
  dialect: DialectName;
  /** SQL statements run so far; the API tests count them per request. */
  statements(): number;
  /**
   * Resolves once this process's writes so far are on disk: SQLite's group commit
   * (`group-commit.ts`); at once on PostgreSQL, whose commit waits for the disk itself.
   */
  durable(): Promise<void>;
  close(): Promise<void>;
}

/**
 * better-sqlite3 behind Kysely prepares every statement on every query; this keeps
 * the most recent ones prepared (a statement still being iterated is never shared).
 * Kysely asks for a statement once per query it runs, so `counted` sees each one.
 */
function withStatementCache(sqlite: SQLite.Database, counted: () => void, size = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string): SQLite.Statement {
      counted();
      const cached = cache.get(query);
      cache.delete(query);
      const statement = cached && !cached.busy ? cached : sqlite.prepare(query);
      cache.set(query, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

/** Each foreign key, as `ForeignKey` (table-tracking.ts) names its parts. */
const SQLITE_FOREIGN_KEYS = `select m.name as child, f."table" as parent, f.on_delete as "onDelete"
  from sqlite_master m join pragma_foreign_key_list(m.name) f where m.type = 'table'`;
const POSTGRES_FOREIGN_KEYS = `select child.relname as child, parent.relname as parent,
  case k.confdeltype when 'c' then 'CASCADE' when 'n' then 'SET NULL' when 'd' then 'SET DEFAULT'
  else 'NO ACTION' end as "onDelete"
  from pg_constraint k join pg_class child on child.oid = k.conrelid
  join pg_class parent on parent.oid = k.confrelid where k.contype = 'f'`;

/**
 * SQLite whose transactions take the write lock when they begin: one that read first and wrote
 * after another connection's commit would fail at once (SQLITE_BUSY_SNAPSHOT) instead of
 * waiting its turn.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver() {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/** The read caches of this process's open connections to each SQLite file. */
const cachesOfFile = new Map<string, Set<ReadCache>>();
/** How long a look at SQLite's data_version stands, in ms. */
const OTHER_PROCESS_MS = 1;

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Called when an idle PostgreSQL connection dies (a restart, a failover); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /**
   * False for a short-lived process that serves no reads (the CLIs, a benchmark's seeding):
   * its cache stays off, so on PostgreSQL it needs no connection of its own to hear other
   * instances' writes.
   */
  readCache?: boolean;
}): Db {
  const serving = options.readCache !== false;
  let statements = 0;
  const log = () => {
    statements++;
  };
  if (options.databaseUrl) {
    const cache = readCache({ inTransaction, enabled: serving });
    // Kysely's log also times every query (two performance.now() a query); on PostgreSQL
    // that is nothing beside the round trip, on SQLite the statement cache counts instead.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      Client: preparingClient(),
      // Statements sent behind one another (a transaction's held ones, `table-tracking.ts`).
      // In this mode pg refuses cursors (Kysely's `stream()`) and, on a `query_timeout`, closes
      // the connection with every statement queued on it: neither is used here.
      pipeline: true,
    });
    // Without a listener, an idle client's error would crash the process.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const dialect = trackingTables(new PostgresDialect({ pool }), {
      written: cache.written,
      reading: cache.reading,
      notice: (tables) => {
        log();
        return writeNotice(tables);
      },
      foreignKeys: async (connection) =>
        (await connection.executeQuery<ForeignKey>(CompiledQuery.raw(POSTGRES_FOREIGN_KEYS))).rows,
      pipelines: true,
    });
    const kysely = new AppKysely({ dialect, log }, cache);
    const stopHearing = serving
      ? hearWrites(options.databaseUrl, cache, options.onConnectionError ?? (() => {}))
      : async () => {};
    return {
      kysely,
      dialect: 'postgres',
      statements: () => statements,
      durable: async () => {},
      close: async () => {
        await stopHearing();
        await kysely.destroy();
      },
    };
  }
  const file = resolve(options.dataDir, 'slidewise.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // Commits do not wait for the disk; answers do (group commit, below).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Changes when another connection commits. Asking costs a read transaction (about 4 µs, a
  // fifth of a cached GET /api/v1/me), so an answer stands for a millisecond: another process's
  // commit (the admin CLI) is seen within that. This process's other connections to the file
  // tell this cache at once (`cachesOfFile`).
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let seenVersion = dataVersion.get();
  let askedAt = 0;
  const cache = readCache({
    inTransaction,
    enabled: serving,
    changedElsewhere: () => {
      const now = performance.now();
      if (now - askedAt < OTHER_PROCESS_MS) return false;
      askedAt = now;
      const version = dataVersion.get();
      if (version === seenVersion) return false;
      seenVersion = version;
      return true;
    },
  });
  const siblings = cachesOfFile.get(file) ?? new Set<ReadCache>();
  cachesOfFile.set(file, siblings.add(cache));
  const commits = groupCommit(`${file}-wal`);
  const written = (tables: Written) => {
    commits.changed();
    siblings.forEach((each) => each.written(tables));
  };
  // Every statement, the claim's pair included, is counted where it is prepared.
  const database = withStatementCache(sqlite, log);
  const dialect = trackingTables(new ImmediateSqliteDialect({ database }), {
    written,
    reading: cache.reading,
    // Straight on the handle: a catalogue read is not one of the requests' statements.
    foreignKeys: async () => sqlite.prepare(SQLITE_FOREIGN_KEYS).all() as ForeignKey[],
    // As Kysely's SQLite connection runs a statement, without its promise.
    runNow: ({ sql, parameters }) => {
      const statement = database.prepare(sql);
      if (statement.reader) return { rows: statement.all(parameters) };
      const { changes, lastInsertRowid } = statement.run(parameters);
      return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    },
  });
  const kysely = new AppKysely({ dialect }, cache, {
    runInTransaction: dialect.runInTransaction,
    claimSync: (claim, then) => {
      try {
        return sqlite
          .transaction(() => {
            if (database.prepare(claim.sql).run(claim.parameters).changes === 0) return false;
            database.prepare(then.sql).run(then.parameters);
            return true;
          })
          .immediate();
      } finally {
        written(writtenBy(claim) ?? new Set());
        written(writtenBy(then) ?? new Set());
      }
    },
  });
  return {
    kysely,
    dialect: 'sqlite',
    statements: () => statements,
    durable: () => commits.durable(),
    close: async () => {
      try {
        // What background work wrote, on disk before the process goes (a CLI's writes, too).
        await commits.durable();
      } finally {
        await commits.close();
        siblings.delete(cache);
        if (!siblings.size) cachesOfFile.delete(file);
        await kysely.destroy();
      }
    },
  };
}
