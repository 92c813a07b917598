import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  OperationNode,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/** Tables a statement may have changed; `all` when that cannot be told (a delete cascades). */
export type Written = ReadonlySet<string> | 'all';

const tableName = (node: OperationNode | undefined): string | undefined => {
  if (!node) return undefined;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind !== 'TableNode') return undefined;
  return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
};

const READ_ONLY = /^\s*(select|pragma|explain|show)\b/i;

const tablesOfNode = new WeakMap<OperationNode, ReadonlySet<string> | 'all'>();

/**
 * The tables a read looks at (every table its tree names, subqueries included); `all` for
 * raw SQL, which cannot be told.
 */
export function readFrom(query: CompiledQuery): ReadonlySet<string> | 'all' {
  const root = query.query;
  if (root.kind === 'RawNode') return 'all';
  let tables = tablesOfNode.get(root);
  if (!tables) {
    const found = new Set<string>();
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!value || typeof value !== 'object') return;
      const table = tableName(value as OperationNode);
      if (table) found.add(table);
      else Object.values(value).forEach(visit);
    };
    visit(root);
    tables = found;
    // Precompiled queries run the same tree again and again.
    tablesOfNode.set(root, tables);
  }
  return tables;
}

/**
 * What a statement writes, from the operation tree Kysely compiled it from: nothing for a
 * read, its table for an insert or an update, everything for a delete (foreign keys cascade
 * to other tables) and for raw SQL that is not a plain read.
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
   * Runs on the connection of a write just before its transaction commits, or right after a
   * statement outside a transaction (PostgreSQL: a NOTIFY, which other instances receive
   * once it is committed).
   */
  announce?(connection: DatabaseConnection, tables: Written): Promise<void>;
}

class TrackedConnection implements DatabaseConnection {
  /** Writes of the open transaction, told when it ends. */
  pending: Written | null = null;
  inTransaction = false;
  constructor(
    readonly inner: DatabaseConnection,
    private readonly hooks: TableHooks,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const written = writtenBy(query);
    if (!written) {
      this.hooks.reading?.()?.(readFrom(query));
      return this.inner.executeQuery(query);
    }
    // Told before and after: a read that runs meanwhile is not kept past the write.
    this.hooks.written(written);
    try {
      const result = await this.inner.executeQuery<R>(query);
      if (!this.inTransaction) await this.hooks.announce?.(this.inner, written);
      return result;
    } finally {
      if (this.inTransaction) this.pending = merge(this.pending, written);
      else this.hooks.written(written);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.hooks.reading?.()?.(readFrom(query));
    return this.inner.streamQuery(query, chunkSize);
  }

  /** The transaction ended (committed or rolled back): what it wrote, and what was read in it. */
  ended() {
    this.inTransaction = false;
    const pending = this.pending;
    this.pending = null;
    if (pending) this.hooks.written(pending);
  }
}

class TrackingDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, TrackedConnection>();
  constructor(
    private readonly inner: Driver,
    private readonly hooks: TableHooks,
  ) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let tracked = this.wrapped.get(connection);
    if (!tracked) {
      tracked = new TrackedConnection(connection, this.hooks);
      this.wrapped.set(connection, tracked);
    }
    return tracked;
  }

  releaseConnection = (connection: DatabaseConnection) =>
    this.inner.releaseConnection((connection as TrackedConnection).inner);

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const tracked = connection as TrackedConnection;
    await this.inner.beginTransaction(tracked.inner, settings);
    tracked.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    const tracked = connection as TrackedConnection;
    try {
      if (tracked.pending) await this.hooks.announce?.(tracked.inner, tracked.pending);
      await this.inner.commitTransaction(tracked.inner);
    } finally {
      tracked.ended();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const tracked = connection as TrackedConnection;
    try {
      await this.inner.rollbackTransaction(tracked.inner);
    } finally {
      tracked.ended();
    }
  }

  savepoint = (connection: DatabaseConnection, name: string, compile: never) =>
    this.inner.savepoint!((connection as TrackedConnection).inner, name, compile);
  rollbackToSavepoint = (connection: DatabaseConnection, name: string, compile: never) =>
    this.inner.rollbackToSavepoint!((connection as TrackedConnection).inner, name, compile);
  releaseSavepoint = (connection: DatabaseConnection, name: string, compile: never) =>
    this.inner.releaseSavepoint!((connection as TrackedConnection).inner, name, compile);
}

/**
 * The dialect, with every statement it runs checked for the tables it writes (the read cache
 * forgets what it read from them) and, while the cache fills an entry, the tables it reads.
 * Kysely's statements, precompiled ones and better-auth's all pass through here.
 */
export function trackingTables(dialect: Dialect, hooks: TableHooks): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new TrackingDriver(dialect.createDriver(), hooks),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
