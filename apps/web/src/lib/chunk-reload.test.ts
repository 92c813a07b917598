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
      removeItem: (key) => void storage.delete(key),
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

  it('forgets the attempt once a chunk loads, so the next deploy reloads again', async () => {
    const { env, storage } = environment({ [CHUNK_RELOAD_KEY]: '5000000' });
    await expect(loadChunk(() => Promise.resolve({ Screen: 1 }), env)).resolves.toEqual({
      Screen: 1,
    });
    expect(storage.has(CHUNK_RELOAD_KEY)).toBe(false);
  });

  it('never reloads when it cannot remember the attempt (storage blocked)', async () => {
    const { env } = environment();
    await expect(loadChunk(failing, { ...env, storage: null })).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('keeps the attempt while a sibling chunk of the same navigation fails after the reload', async () => {
    // The frame and the screen load together; the frame arrives, the screen is still missing.
    const { env, storage, tick } = environment({ [CHUNK_RELOAD_KEY]: '5000000' });
    tick(1_500);
    let failScreen!: (error: unknown) => void;
    const screen = loadChunk(() => new Promise((_, reject) => (failScreen = reject)), env).catch(
      (e: unknown) => e,
    );
    await expect(loadChunk(() => Promise.resolve('frame'), env)).resolves.toBe('frame');
    expect(storage.get(CHUNK_RELOAD_KEY)).toBe('5000000');
    failScreen(new TypeError('Failed to fetch dynamically imported module'));
    expect(await screen).toBeInstanceOf(ChunkLoadError);
    expect(env.reload).not.toHaveBeenCalled();
    expect(storage.get(CHUNK_RELOAD_KEY)).toBe('5000000');
    // The next navigation loads: the attempt is forgotten.
    await loadChunk(() => Promise.resolve('next'), env);
    expect(storage.has(CHUNK_RELOAD_KEY)).toBe(false);
  });
});
