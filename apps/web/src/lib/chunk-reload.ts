import { lazy, type ComponentType } from 'react';

/** Where the time of the last reload after a failed chunk is kept (per tab). */
export const CHUNK_RELOAD_KEY = 'slidewise:chunk-reload-at';

/**
 * How long a reload attempt counts. A chunk that fails within this time of the last reload
 * shows the error page instead: the reload did not help, or the chunk can never be had (a
 * proxy blocks a dialog's code), and reloading again would loop. A failure after it is a new
 * deploy and earns one more reload. So a tab reloads by itself at most once in this time.
 */
export const CHUNK_RELOAD_WINDOW_MS = 10 * 60_000;

/** A part of the app (a screen's code) could not be loaded, even after a reload. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of Slidewise could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** What to do when a chunk fails: reload once, or give up and show the error page. */
export function chunkFailureAction(lastReloadAt: number | null, now: number): 'reload' | 'fail' {
  if (lastReloadAt === null) return 'reload';
  const since = now - lastReloadAt;
  return since >= 0 && since < CHUNK_RELOAD_WINDOW_MS ? 'fail' : 'reload';
}

export interface ChunkEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: we cannot remember the attempt, so never reload
  }
}

const browser = (): ChunkEnvironment => ({
  storage: sessionStorageOrNull(),
  now: Date.now,
  reload: () => window.location.reload(),
});

/**
 * Loads a screen's code. After a deploy the old page asks for chunks that no
 * longer exist: the first failure reloads the page (fetching the new version),
 * another within CHUNK_RELOAD_WINDOW_MS of that reload throws a ChunkLoadError for the error
 * page.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  env: ChunkEnvironment = browser(),
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const stored = env.storage?.getItem(CHUNK_RELOAD_KEY);
    const last = stored ? Number(stored) : null;
    const lastReloadAt = last !== null && Number.isFinite(last) ? last : null;
    if (env.storage && chunkFailureAction(lastReloadAt, env.now()) === 'reload') {
      env.storage.setItem(CHUNK_RELOAD_KEY, String(env.now()));
      env.reload();
      // The page is going away; never settle, so nothing flashes an error meanwhile.
      return new Promise<never>(() => {});
    }
    throw new ChunkLoadError(error);
  }
}

/**
 * A component from a module of its own, loaded when first drawn (inside a Suspense), through
 * loadChunk; `load` can also be called beforehand, to fetch it early.
 */
export function lazyComponent<Module, Props>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(() => loadChunk(load).then((module) => ({ default: pick(module) })));
}
