import { open, type FileHandle } from 'node:fs/promises';

/**
 * Group commit for SQLite. Its commits do not wait for the disk (`synchronous = NORMAL` in WAL
 * mode): each write only marks the log as changed. A request that wrote waits, before its answer
 * leaves, for a flush of the log that started after its writes (`durable`). The flush runs on
 * libuv's thread pool, not the event loop, and one flush covers every commit made before it
 * started: under load, many requests share each one instead of each commit waiting for its own.
 *
 * What is answered is on disk, as with `synchronous = FULL`. What can be lost to a power cut is
 * only what was never answered: a commit whose request had not yet been told it succeeded (and
 * the writes of background work, which answers nobody, until the next flush or checkpoint).
 */
export interface GroupCommit {
  /** A write happened: the next `durable()` needs a flush. */
  changed(): void;
  /** Resolves once every write made before the call is on disk. */
  durable(): Promise<void>;
  /** How many flushes have run (the tests read it). */
  flushes(): number;
  close(): Promise<void>;
}

/** `flush` makes the log's contents durable: by default, fdatasync of SQLite's `-wal` file. */
export function groupCommit(
  walFile: string,
  flush: (file: FileHandle) => Promise<void> = (file) => file.datasync(),
): GroupCommit {
  let changes = 0;
  let covered = 0;
  let flushes = 0;
  let inFlight: Promise<void> | undefined;
  // Opened at the first flush: by then a commit has created the log. SQLite keeps the same file
  // (rewritten from its start after a checkpoint) while any connection to the database is open.
  let handle: Promise<FileHandle> | undefined;

  async function flushOnce() {
    const target = changes;
    handle ??= open(walFile, 'r');
    try {
      await flush(await handle);
    } catch (error) {
      handle = undefined;
      throw error;
    }
    flushes++;
    covered = Math.max(covered, target);
  }

  return {
    changed() {
      changes++;
    },
    async durable() {
      const target = changes;
      // A flush already running may have started before these writes: then another follows it,
      // shared by everyone who waits meanwhile.
      while (covered < target) {
        inFlight ??= flushOnce().finally(() => {
          inFlight = undefined;
        });
        await inFlight;
      }
    },
    flushes: () => flushes,
    async close() {
      await inFlight?.catch(() => {});
      const file = await handle?.catch(() => undefined);
      handle = undefined;
      await file?.close();
    },
  };
}
