import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Group commit for SQLite. Its commits do not wait for the disk (`synchronous = NORMAL` in WAL
 * mode): each write only marks the log as changed. Nothing is answered, and no e-mail leaves,
 * before a flush of the log that started after the writes so far has finished (`durable`). The
 * flush runs on libuv's thread pool, not the event loop, and one flush covers every commit made
 * before it started: under load, many requests share each one instead of each commit waiting
 * for its own.
 *
 * What anyone was told of is on disk, as with `synchronous = FULL`. A power cut can lose only
 * commits nobody had been answered about, and background work's writes that told no one (a
 * sent e-mail's mark) until the next flush, checkpoint or shutdown.
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

/** Syncs a file's contents, or a directory's entries: fdatasync, or fsync for a directory. */
type Flush = (file: FileHandle) => Promise<void>;

/** `flush` makes the log's contents durable: by default, fdatasync of SQLite's `-wal` file. */
export function groupCommit(
  walFile: string,
  flush: Flush = (file) => file.datasync(),
  syncDirectory: Flush = (directory) => directory.sync(),
): GroupCommit {
  let changes = 0;
  let covered = 0;
  let flushes = 0;
  let inFlight: Promise<void> | undefined;
  // Opened at the first flush: by then a commit has created the log. SQLite keeps the same file
  // (rewritten from its start after a checkpoint) while any connection to the database is open.
  let handle: Promise<FileHandle> | undefined;
  // After a failed flush, Linux may have dropped the pages it could not write and marked them
  // clean: a later flush would succeed without them. So a failure stands for good (as
  // PostgreSQL treats a failed fsync): no write is answered again until the process restarts.
  let failed: Error | undefined;

  async function openLog() {
    const file = await open(walFile, 'r+');
    try {
      // The log may be new since the instance started (a clean shutdown deletes it): its name in
      // the directory must be on disk too, as SQLite itself syncs it with `synchronous = FULL`.
      const directory = await open(dirname(walFile), 'r');
      try {
        await syncDirectory(directory);
      } finally {
        await directory.close();
      }
      return file;
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async function flushOnce() {
    if (failed) throw failed;
    const target = changes;
    try {
      handle ??= openLog();
      await flush(await handle);
    } catch (error) {
      failed = new Error(`the database's log could not be written to disk: ${String(error)}`, {
        cause: error,
      });
      throw failed;
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
