import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type OperationNode,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** Tables a statement may have changed; `all` when that cannot be told (a delete cascades). */
export type Written = ReadonlySet<string> | 'all';

const tableName = (node: OperationNode | undefined): string | undefined => {
  if (!node) return undefined;
  if (node.kind === 'AliasNode')
    return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind !== 'TableNode') return undefined;
  return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
};

const READ_ONLY = /^\s*(select|pragma|explain|show)\b/i;

const tablesOfNode = new WeakMap<OperationNode, ReadonlySet<string> | 'all'>();

/** Raw SQL that may read a table of its own (a subquery written out). */
const READS_A_TABLE = /\b(from|join)\b/i;

/**
 * The tables a read looks at (every table its tree names, subqueries included); `all` for
 * raw SQL that may name tables itself, which cannot be told.
 */
export function readFrom(query: CompiledQuery): ReadonlySet<string> | 'all' {
  const root = query.query;
  let tables = tablesOfNode.get(root);
  if (!tables) {
    const found = new Set<string>();
    let anyTable = false;
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!value || typeof value !== 'object') return;
      const node = value as OperationNode;
      if (node.kind === 'RawNode') {
        const fragments = (node as unknown as { sqlFragments: readonly string[] }).sqlFragments;
        if (READS_A_TABLE.test(fragments.join(' '))) anyTable = true;
      }
      const table = tableName(node);
      if (table) found.add(table);
      else Object.values(value).forEach(visit);
    };
    visit(root);
    tables = anyTable ? 'all' : found;
    // Precompiled queries run the same tree again and again.
    tablesOfNode.set(root, tables);
  }
  return tables;
}

/**
 * What a statement writes, from the operation tree Kysely compiled it from: nothing for a
 * read, its table for an insert or an update, everything for a delete (foreign keys cascade
 * to other tables: the tracked driver narrows that down) and for raw SQL that is not a plain
 * read.
 */
export function writtenBy(query: CompiledQuery): Written | null {
  const node = query.query;
  switch (node.kind) {
    case 'SelectQueryNode':
      return (node as unknown as { with?: unknown }).with ? 'all' : null;
    case 'InsertQueryNode': {
      const table = tableName((node as unknown as { into?: OperationNode }).into);
      return table ? new Set([table]) : 'all';
    }
    case 'UpdateQueryNode': {
      const table = tableName((node as unknown as { table?: OperationNode }).table);
      return table ? new Set([table]) : 'all';
    }
    case 'RawNode':
      return READ_ONLY.test(query.sql) ? null : 'all';
    default:
      return 'all';
  }
}

/** The table a DELETE removes rows from, when it names exactly one. */
function deletedFrom(query: CompiledQuery): string | undefined {
  if (query.query.kind !== 'DeleteQueryNode') return undefined;
  const froms = (query.query as unknown as { from?: { froms?: OperationNode[] } }).from?.froms;
  return froms?.length === 1 ? tableName(froms[0]) : undefined;
}

/** A foreign key: deleting a `parent` row changes `child` rows unless `onDelete` forbids it. */
export interface ForeignKey {
  child: string;
  parent: string;
  onDelete: string;
}
const CHANGES_CHILD = new Set(['CASCADE', 'SET NULL', 'SET DEFAULT']);

/**
 * What a delete from each table reaches through foreign keys that cascade (or set null),
 * read from the database's own catalogue once and again after any schema change.
 */
class Cascades {
  private reach: Promise<Map<string, ReadonlySet<string>>> | undefined;
  constructor(private readonly foreignKeys: (c: DatabaseConnection) => Promise<ForeignKey[]>) {}

  forget() {
    this.reach = undefined;
  }

  async of(table: string, connection: DatabaseConnection): Promise<Written> {
    this.reach ??= this.foreignKeys(connection).then((keys) => {
      const children = new Map<string, string[]>();
      for (const key of keys) {
        if (!CHANGES_CHILD.has(key.onDelete.toUpperCase())) continue;
        children.set(key.parent, [...(children.get(key.parent) ?? []), key.child]);
      }
      const reached = (from: string, seen = new Set<string>()): Set<string> => {
        seen.add(from);
        for (const child of children.get(from) ?? []) if (!seen.has(child)) reached(child, seen);
        return seen;
      };
      return new Map([...children.keys()].map((parent) => [parent, reached(parent)]));
    });
    try {
      return (await this.reach).get(table) ?? new Set([table]);
    } catch {
      this.forget();
      return 'all';
    }
  }
}

/** Writes whose answer their caller does not read (`unwaited`). */
const answerUnread = new WeakSet<CompiledQuery>();

/**
 * A write whose answer (rows, count) its caller does not read (a copy of `query`, marked). In a
 * transaction of a dialect that `pipelines`, it is held and sent in the round trip of the
 * transaction's next statement, or of its commit: it still runs before any later statement of
 * the transaction, and its failure fails that statement, and so the transaction.
 */
export function unwaited<Q extends CompiledQuery>(query: Q): Q {
  const marked = { ...query };
  answerUnread.add(marked);
  return marked;
}

const merge = (a: Written | null, b: Written | null): Written | null => {
  if (a === 'all' || b === 'all') return 'all';
  if (!a || !b) return a ?? b;
  return new Set([...a, ...b]);
};

export interface TableHooks {
  /** Called with the tables of each read, while a cached read is being filled. */
  reading?(): ((tables: ReadonlySet<string> | 'all') => void) | undefined;
  /** Tables changed: called when a statement ran outside a transaction, or a transaction ended. */
  written(tables: Written): void;
  /**
   * A statement without parameters that tells other instances of these writes (PostgreSQL: a
   * NOTIFY, which they receive once it is committed). Sent right after a write outside a
   * transaction, and in one round trip with a transaction's commit.
   */
  notice?(tables: Written): string;
  /**
   * Every foreign key of the schema, read on the given connection (or beside it): a delete
   * then stales only the tables it can reach. Without it, a delete stales everything.
   */
  foreignKeys?(connection: DatabaseConnection): Promise<ForeignKey[]>;
  /**
   * Runs a statement synchronously on the dialect's one connection (SQLite's): a transaction's
   * statements can then skip Kysely's asynchronous path (`runInTransaction`).
   */
  runNow?(query: CompiledQuery): QueryResult<unknown>;
  /**
   * The connection sends statements behind one another without waiting for each answer, and
   * those sent together leave in one write (PostgreSQL: pg's pipeline mode). A transaction's
   * `begin` and its `unwaited` writes are then held and sent with its next statement
   * (`TrackedConnection.held`).
   */
  pipelines?: boolean;
}

const BEGIN = CompiledQuery.raw('begin');

class TrackedConnection implements DatabaseConnection {
  /** Writes of the open transaction, told when it ends. */
  pending: Written | null = null;
  inTransaction = false;
  /**
   * Statements of the open transaction not sent yet: its `begin` until its first statement,
   * and `unwaited` writes. They go ahead of the next statement, in its round trip: the
   * progress post on PostgreSQL is three round trips instead of six.
   */
  held: CompiledQuery[] = [];
  /** Its commit or rollback has begun: a write from now on is not held (it would outlive it). */
  ending = false;
  constructor(
    readonly inner: DatabaseConnection,
    private readonly hooks: TableHooks,
    private readonly cascades: Cascades | undefined,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    let written = writtenBy(query);
    if (!written) {
      this.noteRead(query);
      return this.send(query);
    }
    const deleted = deletedFrom(query);
    if (deleted && this.cascades) written = await this.cascades.of(deleted, this.inner);
    // A schema change (a migration) may change the foreign keys.
    else if (!/^(Insert|Update|Delete)/.test(query.query.kind)) this.cascades?.forget();
    // Told before and after: a read that runs meanwhile is not kept past the write.
    this.hooks.written(written);
    try {
      if (this.inTransaction && !this.ending && answerUnread.has(query) && this.hooks.pipelines) {
        this.held.push(query);
        return { rows: [] };
      }
      const result = await this.send<R>(query);
      const notice = !this.inTransaction && this.hooks.notice?.(written);
      if (notice) await this.inner.executeQuery(CompiledQuery.raw(notice));
      return result;
    } finally {
      this.wrote(written);
    }
  }

  /** Runs a statement after the held ones, in their round trip. */
  private async send<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.held.length) return this.inner.executeQuery<R>(query);
    return (await this.sendHeld(query)) as QueryResult<R>;
  }

  /**
   * Sends the held statements and then `last`, without waiting in between (they leave in one
   * write), and answers with the last one's result. The first to fail fails them all: those
   * after it in a transaction fail only because it did.
   */
  async sendHeld(last?: CompiledQuery) {
    const statements = this.held.splice(0);
    if (last) statements.push(last);
    const results = await Promise.allSettled(statements.map((q) => this.inner.executeQuery(q)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return (results.at(-1) as PromiseFulfilledResult<QueryResult<unknown>> | undefined)?.value;
  }

  /** While the cache fills an entry: the tables this read looks at. */
  private noteRead(query: CompiledQuery) {
    this.hooks.reading?.()?.(readFrom(query));
  }

  /** A write ran: told now, or when the transaction it is part of ends. */
  private wrote(written: Written) {
    if (this.inTransaction) this.pending = merge(this.pending, written);
    else this.hooks.written(written);
  }

  /**
   * As `executeQuery`, synchronously through `runNow`, inside a transaction only (the connection
   * is the caller's). Undefined when it cannot: no `runNow`, or a delete or schema change
   * (what they reach is found asynchronously).
   */
  executeNow<R>(query: CompiledQuery): QueryResult<R> | undefined {
    const runNow = this.hooks.runNow;
    if (!runNow || !this.inTransaction) return undefined;
    const written = writtenBy(query);
    if (!written) {
      this.noteRead(query);
      return runNow(query) as QueryResult<R>;
    }
    if (!/^(Insert|Update)/.test(query.query.kind)) return undefined;
    this.hooks.written(written);
    try {
      return runNow(query) as QueryResult<R>;
    } finally {
      this.wrote(written);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    // Not in pg's pipeline mode, which refuses cursors: nothing is ever held ahead of it.
    this.noteRead(query);
    return this.inner.streamQuery(query, chunkSize);
  }

  /** Nothing of the transaction has been sent: its `begin` is still held. */
  get sentNothing() {
    return this.held[0] === BEGIN;
  }

  /** The transaction ended (committed or rolled back): what it wrote, and what was read in it. */
  ended() {
    this.inTransaction = false;
    this.ending = false;
    this.held = [];
    const pending = this.pending;
    this.pending = null;
    if (pending) this.hooks.written(pending);
  }
}

class TrackingDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, TrackedConnection>();
  /** With `runNow` (one connection): that connection while it holds a transaction. */
  inTransaction: TrackedConnection | undefined;
  private readonly cascades: Cascades | undefined;
  constructor(
    private readonly inner: Driver,
    private readonly hooks: TableHooks,
  ) {
    this.cascades = hooks.foreignKeys && new Cascades(hooks.foreignKeys);
  }

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let tracked = this.wrapped.get(connection);
    if (!tracked) {
      tracked = new TrackedConnection(connection, this.hooks, this.cascades);
      this.wrapped.set(connection, tracked);
    }
    return tracked;
  }

  releaseConnection = (connection: DatabaseConnection) =>
    this.inner.releaseConnection((connection as TrackedConnection).inner);

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const tracked = connection as TrackedConnection;
    // Held until the first statement, which PostgreSQL's snapshot waits for anyway.
    if (this.hooks.pipelines && !settings.isolationLevel && !settings.accessMode)
      tracked.held = [BEGIN];
    else await this.inner.beginTransaction(tracked.inner, settings);
    tracked.inTransaction = true;
    if (this.hooks.runNow) this.inTransaction = tracked;
  }

  async commitTransaction(connection: DatabaseConnection) {
    const tracked = connection as TrackedConnection;
    tracked.ending = true;
    try {
      // Nothing ran: nothing to commit.
      if (tracked.sentNothing && tracked.held.length === 1) return;
      const notice = tracked.pending && this.hooks.notice?.(tracked.pending);
      // One simple query, two statements: the notice, then the commit (PostgreSQL runs them in
      // order and stops at the first that fails; Kysely then rolls the transaction back). Held
      // writes go in the same round trip, ahead of it.
      if (notice) await tracked.sendHeld(CompiledQuery.raw(`${notice}; commit`));
      else if (tracked.held.length) await tracked.sendHeld(CompiledQuery.raw('commit'));
      else await this.inner.commitTransaction(tracked.inner);
    } finally {
      this.ended(tracked);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const tracked = connection as TrackedConnection;
    tracked.ending = true;
    try {
      // What is held is dropped unsent (`ended`); with its `begin`, that is all there was.
      if (!tracked.sentNothing) await this.inner.rollbackTransaction(tracked.inner);
    } finally {
      this.ended(tracked);
    }
  }

  private ended(tracked: TrackedConnection) {
    if (this.inTransaction === tracked) this.inTransaction = undefined;
    tracked.ended();
  }

  /** A savepoint's step, once the held statements have gone. */
  private afterHeld =
    (step: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint') =>
    async (connection: DatabaseConnection, name: string, compile: never) => {
      const tracked = connection as TrackedConnection;
      await tracked.sendHeld();
      return this.inner[step]!(tracked.inner, name, compile);
    };
  savepoint = this.afterHeld('savepoint');
  releaseSavepoint = this.afterHeld('releaseSavepoint');
  rollbackToSavepoint = async (connection: DatabaseConnection, name: string, compile: never) => {
    const tracked = connection as TrackedConnection;
    // All that is held came after the savepoint, which sent what came before: undone unsent.
    tracked.held = [];
    return this.inner.rollbackToSavepoint!(tracked.inner, name, compile);
  };
}

/**
 * The dialect, with every statement it runs checked for the tables it writes (the read cache
 * forgets what it read from them) and, while the cache fills an entry, the tables it reads.
 * Kysely's statements, precompiled ones and better-auth's all pass through here.
 */
export function trackingTables(
  dialect: Dialect,
  hooks: TableHooks,
): Dialect & {
  /**
   * With `runNow`: runs a statement at once in the transaction the connection holds, which
   * must be the caller's. Undefined when it cannot (`executeNow`): Kysely's path then runs it.
   */
  runInTransaction(query: CompiledQuery): QueryResult<unknown> | undefined;
} {
  let driver: TrackingDriver | undefined;
  return {
    runInTransaction: (query) => driver?.inTransaction?.executeNow(query),
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => (driver = new TrackingDriver(dialect.createDriver(), hooks)),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
