import { lazy, type ComponentType } from 'react';

/** Where the time of the last reload after a failed chunk is kept (per tab). */
export const CHUNK_RELOAD_KEY = 'slidewise:chunk-reload-at';

/**
 * How long a reload attempt counts. A chunk that fails again within this time
 * failed after the reload, so the error page is shown instead of looping; a
 * failure after it is a new deploy and earns one more reload.
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
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
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

// Chunks load in batches (a layout and its screen at once). A success forgets the reload
// attempt only once the whole batch has loaded: a sibling that fails after the reload must
// still find the mark, or the page would reload in a loop.
let inFlight = 0;
let batchFailed = false;

function settle(failed: boolean, env: ChunkEnvironment) {
  inFlight -= 1;
  batchFailed ||= failed;
  if (inFlight > 0) return;
  // Loading works again: a later failure (the next deploy) may reload once more.
  if (!batchFailed) env.storage?.removeItem(CHUNK_RELOAD_KEY);
  batchFailed = false;
}

/**
 * Loads a screen's code. After a deploy the old page asks for chunks that no
 * longer exist: the first failure reloads the page (fetching the new version),
 * a second one right after that reload throws a ChunkLoadError for the error page.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  env: ChunkEnvironment = browser(),
): Promise<T> {
  inFlight += 1;
  let loaded: T;
  try {
    loaded = await load();
  } catch (error) {
    settle(true, env);
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
  settle(false, env);
  return loaded;
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
