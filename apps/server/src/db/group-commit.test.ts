import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { groupCommit, type GroupCommit } from './group-commit.js';

const dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const opened: { commits: GroupCommit; sqlite: SQLite.Database }[] = [];
afterEach(async () => {
  for (const { commits, sqlite } of opened.splice(0)) {
    await commits.close();
    sqlite.close();
  }
});

/**
 * Group commit on the log of a new SQLite file in WAL mode, which holds one committed write;
 * `flushes` as `groupCommit` takes them.
 */
function onNewLog(
  name: string,
  ...flushes: Parameters<typeof groupCommit> extends [string, ...infer F] ? F : never
) {
  const path = join(dir, name);
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('create table t (a text)');
  sqlite.prepare('insert into t values (?)').run('x');
  const file = `${path}-wal`;
  const commits = groupCommit(file, ...flushes);
  opened.push({ commits, sqlite });
  return { commits, file };
}

/** A flush that waits until the test lets it finish. */
function heldFlush() {
  const started: (() => void)[] = [];
  return {
    flush: () => new Promise<void>((resolve) => started.push(resolve)),
    started,
    finishNext: () => started.shift()!(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('groupCommit', () => {
  it("flushes SQLite's log for real once something was written, and not again until more is", async () => {
    const { commits, file } = onNewLog('real.db');
    expect(statSync(file).size).toBeGreaterThan(0);
    await commits.durable();
    expect(commits.flushes()).toBe(0);
    commits.changed();
    await commits.durable();
    expect(commits.flushes()).toBe(1);
    await commits.durable();
    expect(commits.flushes()).toBe(1);
  });

  it('shares one flush among everyone who waits, and follows a flush that started too early', async () => {
    const held = heldFlush();
    const { commits } = onNewLog('held.db', held.flush);
    commits.changed();
    let firstDone = false;
    const first = commits.durable().then(() => (firstDone = true));
    // The log is opened first (on the thread pool).
    await vi.waitFor(() => expect(held.started).toHaveLength(1));

    // Written while that flush runs: it may not cover these, so they wait for the next one.
    commits.changed();
    let laterDone = 0;
    const later = [commits.durable(), commits.durable()].map((p) => p.then(() => laterDone++));
    held.finishNext();
    await first;
    expect(firstDone).toBe(true);
    await vi.waitFor(() => expect(held.started).toHaveLength(1));
    await tick();
    expect(laterDone).toBe(0);

    held.finishNext();
    await Promise.all(later);
    expect(laterDone).toBe(2);
    expect(commits.flushes()).toBe(2);
  });

  // After a failed flush, Linux may have dropped the unwritten pages and marked them clean, so a
  // later flush would succeed without them: a failure must stand.
  it('fails the waiters when the flush fails, and every wait for a write after it', async () => {
    let fail = true;
    let flushed = 0;
    const { commits } = onNewLog('failing.db', async () => {
      flushed++;
      if (fail) throw new Error('EIO: the disk failed');
    });
    commits.changed();
    await expect(commits.durable()).rejects.toThrow(/could not be written to disk.*EIO/);
    fail = false;
    commits.changed();
    await expect(commits.durable()).rejects.toThrow(/EIO/);
    expect(flushed).toBe(1);
    expect(commits.flushes()).toBe(0);
  });

  it("syncs the log's directory entry once, when it opens the log", async () => {
    let directorySyncs = 0;
    const { commits } = onNewLog(
      'directory.db',
      (log) => log.datasync(),
      async (directory) => {
        directorySyncs++;
        await directory.sync();
      },
    );
    for (let i = 0; i < 3; i++) {
      commits.changed();
      await commits.durable();
    }
    expect(commits.flushes()).toBe(3);
    expect(directorySyncs).toBe(1);
  });
});
