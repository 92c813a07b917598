import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  ChunkLoadError,
  chunkFailureAction,
  loadChunk,
  type ChunkEnvironment,
} from './chunk-reload';

describe('chunkFailureAction', () => {
  const now = 1_000_000_000;

  it('reloads on a first failure', () => {
    expect(chunkFailureAction(null, now)).toBe('reload');
  });

  it('gives up when the failure follows a reload made moments ago', () => {
    expect(chunkFailureAction(now - 2_000, now)).toBe('fail');
    expect(chunkFailureAction(now - CHUNK_RELOAD_WINDOW_MS + 1, now)).toBe('fail');
  });

  it('reloads again once the last attempt is old (a later deploy)', () => {
    expect(chunkFailureAction(now - CHUNK_RELOAD_WINDOW_MS, now)).toBe('reload');
  });

  it('does not trust an attempt stamped in the future (the clock moved)', () => {
    expect(chunkFailureAction(now + 60_000, now)).toBe('reload');
  });
});

function environment(stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  let clock = 5_000_000;
  const env: ChunkEnvironment = {
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
    now: () => clock,
    reload: vi.fn(),
  };
  return { env, storage, tick: (ms: number) => (clock += ms) };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('loadChunk', () => {
  it('reloads the page once and remembers when, without settling', async () => {
    const { env, storage } = environment();
    const outcome = vi.fn();
    void loadChunk(failing, env).then(outcome, outcome);
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledOnce());
    expect(storage.get(CHUNK_RELOAD_KEY)).toBe('5000000');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(outcome).not.toHaveBeenCalled();
  });

  it('shows the error instead when the chunk fails again after that reload', async () => {
    const { env, tick } = environment({ [CHUNK_RELOAD_KEY]: '5000000' });
    tick(1_500);
    const error = await loadChunk(failing, env).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBeInstanceOf(TypeError);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('keeps the attempt when other chunks load: one that can never load reloads the page once', async () => {
    // The screen loaded after the reload; the dialog's code is blocked for good.
    const { env, storage, tick } = environment({ [CHUNK_RELOAD_KEY]: '5000000' });
    tick(1_500);
    await expect(loadChunk(() => Promise.resolve('screen'), env)).resolves.toBe('screen');
    expect(storage.get(CHUNK_RELOAD_KEY)).toBe('5000000');
    tick(60_000);
    await expect(loadChunk(failing, env)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads once more when a chunk fails after the window (the next deploy)', async () => {
    const { env, storage, tick } = environment({ [CHUNK_RELOAD_KEY]: '5000000' });
    tick(CHUNK_RELOAD_WINDOW_MS);
    void loadChunk(failing, env);
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledOnce());
    expect(storage.get(CHUNK_RELOAD_KEY)).toBe(String(5_000_000 + CHUNK_RELOAD_WINDOW_MS));
  });

  it('never reloads when it cannot remember the attempt (storage blocked)', async () => {
    const { env } = environment();
    await expect(loadChunk(failing, { ...env, storage: null })).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
    expect(env.reload).not.toHaveBeenCalled();
  });
});
