import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import type { Written } from './table-tracking.js';

/** Tables a read looked at; `all` when a raw read could have looked anywhere. */
type ReadFrom = ReadonlySet<string> | 'all';

interface Entry {
  value: unknown;
  /** The write count when the read began. */
  readAt: number;
  tables: readonly string[] | 'all';
}

export interface ReadCache {
  /**
   * What `read` answers, kept until a write touches a table it read (or the cache needs the
   * room). Inside a transaction, or while the cache is off, it only reads. Callers must not
   * change what it returns: the next caller gets the same value.
   */
  through<T extends NonNullable<unknown>>(key: string, read: () => Promise<T>): Promise<T>;
  /** These tables changed: what was read from them is stale. */
  written(tables: Written): void;
  /** While an entry fills: where the tracked driver tells the tables each read looks at. */
  reading(): ((tables: ReadFrom) => void) | undefined;
  /** Off while the instance may miss another instance's writes; back on, it starts empty. */
  setEnabled(enabled: boolean): void;
}

const ENTRY_OVERHEAD = 200;
const sizeOf = (value: unknown) =>
  ENTRY_OVERHEAD +
  (Buffer.isBuffer(value) ? value.length : typeof value === 'string' ? value.length * 2 : 1024);

/**
 * Answers of reads, each kept with the tables it read (the tracked driver tells them, so
 * nothing is declared by hand). Every write, from this process (the tracked driver), another
 * connection to the same SQLite file (`changedElsewhere`) or another instance (PostgreSQL's
 * NOTIFY), makes what was read from its tables stale. A read records the write count when it
 * began, so one that overlaps a write is never kept past it.
 */
export function readCache(options: {
  inTransaction: () => boolean;
  /** True when the database changed through another connection since the last call. */
  changedElsewhere?: () => boolean;
  maxBytes?: number;
  /** False to start off (a process that serves no reads); true by default. */
  enabled?: boolean;
}): ReadCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => sizeOf(entry.value),
  });
  const filling = new AsyncLocalStorage<Set<string>>();
  let writes = 0;
  let anyWriteAt = 0;
  let everythingAt = 0;
  const lastWrite = new Map<string, number>();
  let enabled = options.enabled ?? true;

  const everything = () => {
    everythingAt = anyWriteAt = ++writes;
    entries.clear();
  };
  const fresh = (entry: Entry) =>
    entry.readAt >= everythingAt &&
    (entry.tables === 'all'
      ? anyWriteAt <= entry.readAt
      : entry.tables.every((table) => (lastWrite.get(table) ?? 0) <= entry.readAt));
  /** An entry filling around this one depends on this one's tables too. */
  const alsoRead = (tables: ReadFrom | Entry['tables']) => {
    const outer = filling.getStore();
    if (!outer) return;
    if (tables === 'all') outer.add('*');
    else for (const table of tables) outer.add(table);
  };

  return {
    async through(key, read) {
      if (!enabled || options.inTransaction()) return read();
      if (options.changedElsewhere?.()) everything();
      const entry = entries.get(key);
      if (entry && fresh(entry)) {
        alsoRead(entry.tables);
        return entry.value as Awaited<ReturnType<typeof read>>;
      }
      const readAt = writes;
      const tablesRead = new Set<string>();
      const value = await filling.run(tablesRead, read);
      const tables = tablesRead.has('*') ? 'all' : [...tablesRead];
      alsoRead(tables);
      entries.set(key, { value, readAt, tables });
      return value;
    },

    written(tables) {
      if (tables === 'all') return everything();
      const at = (anyWriteAt = ++writes);
      for (const table of tables) lastWrite.set(table, at);
    },

    reading: () => {
      const store = filling.getStore();
      return store && alsoRead;
    },

    setEnabled(on) {
      everything();
      enabled = on;
    },
  };
}
