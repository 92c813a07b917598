import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slide, SlideUpdateInput } from '@slidewise/shared/courses/slide';
import { ApiError } from '@/lib/api-client';
import { saveStatus } from './autosave';
import {
  EditorStore,
  hasUnsavedWork,
  overallStatus,
  slidesAsEdited,
  type EditorApi,
} from './editor-store';
import { linkDoc, slide, textDoc } from './test-slides';

interface Call<T> {
  args: unknown[];
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** An API whose answers the test gives by hand, one call at a time. */
function controlledApi() {
  const calls = {
    update: [] as Call<Slide>[],
    reorder: [] as Call<void>[],
    create: [] as Call<Slide>[],
    remove: [] as Call<void>[],
  };
  const defer = <T>(list: Call<T>[], args: unknown[]) =>
    new Promise<T>((resolve, reject) => list.push({ args, resolve, reject }));
  const api: EditorApi = {
    updateSlide: (...args) => defer(calls.update, args),
    reorderSlides: (...args) => defer(calls.reorder, args),
    createSlide: (...args) => defer(calls.create, args),
    deleteSlide: (...args) => defer(calls.remove, args),
  };
  return { api, calls };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('EditorStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(slides = [slide('a'), slide('b'), slide('c')]) {
    const { api, calls } = controlledApi();
    const onError = vi.fn();
    const store = new EditorStore('course-1', slides, { api, onError });
    return { store, calls, onError };
  }

  describe('autosave', () => {
    it('saves once, 800 ms after typing stops', async () => {
      const { store, calls } = setup();
      store.edit('a', { title: 'O' });
      await vi.advanceTimersByTimeAsync(500);
      store.edit('a', { title: 'On' });
      await vi.advanceTimersByTimeAsync(799);
      expect(calls.update).toHaveLength(0);
      expect(overallStatus(store.getState())).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(calls.update).toHaveLength(1);
      const [, slideId, input] = calls.update[0]!.args as [string, string, SlideUpdateInput];
      expect(slideId).toBe('a');
      expect(input).toMatchObject({ version: 1, title: 'On' });
      expect(overallStatus(store.getState())).toBe('saving');
      calls.update[0]!.resolve(slide('a', { title: 'On', version: 2 }));
      await flush();
      expect(overallStatus(store.getState())).toBe('saved');
      expect(hasUnsavedWork(store.getState())).toBe(false);
    });

    it('keeps one request in flight per slide and sends the latest with the new version', async () => {
      const { store, calls } = setup();
      store.edit('a', { body: textDoc('one') });
      await vi.advanceTimersByTimeAsync(800);
      store.edit('a', { body: textDoc('one two') });
      await vi.advanceTimersByTimeAsync(800);
      // The second debounce ended while the first save was in flight: it waits.
      expect(calls.update).toHaveLength(1);
      calls.update[0]!.resolve(slide('a', { version: 2 }));
      await flush();
      expect(calls.update).toHaveLength(2);
      expect(calls.update[1]!.args[2]).toMatchObject({ version: 2, body: textDoc('one two') });
      calls.update[1]!.resolve(slide('a', { version: 3 }));
      await flush();
      expect(store.getState().slides.a!.server.version).toBe(3);
      expect(calls.update).toHaveLength(2);
    });

    it('saves different slides independently', async () => {
      const { store, calls } = setup();
      store.edit('a', { title: 'A' });
      store.edit('b', { title: 'B' });
      await vi.advanceTimersByTimeAsync(800);
      expect(calls.update.map((call) => call.args[1])).toEqual(['a', 'b']);
    });

    it('does not send a draft the server would refuse, and says so', async () => {
      const { store, calls } = setup();
      store.edit('a', { body: linkDoc('javascript:void 0') });
      await vi.advanceTimersByTimeAsync(800);
      expect(calls.update).toHaveLength(0);
      expect(store.getState().slides.a!.problem).toBe('link');
      expect(overallStatus(store.getState())).toBe('invalid');
      expect(hasUnsavedWork(store.getState())).toBe(true);
    });

    it('shows a failure, and Retry sends again', async () => {
      const { store, calls } = setup();
      store.edit('a', { title: 'A' });
      await vi.advanceTimersByTimeAsync(800);
      calls.update[0]!.reject(new ApiError({ status: 0, code: 'network_error', message: '' }));
      await flush();
      expect(overallStatus(store.getState())).toBe('failed');
      store.saveAll();
      expect(calls.update).toHaveLength(2);
      expect(calls.update[1]!.args[2]).toMatchObject({ version: 1, title: 'A' });
    });

    /** "Mine" saved while someone else saved "Theirs" (version 4): the server answered 409. */
    async function conflicted() {
      const { store, calls } = setup();
      store.edit('a', { title: 'Mine' });
      await vi.advanceTimersByTimeAsync(800);
      const theirs = slide('a', { title: 'Theirs', version: 4 });
      calls.update[0]!.reject(
        new ApiError({ status: 409, code: 'conflict', message: '', details: { current: theirs } }),
      );
      await flush();
      return { store, calls };
    }

    it('on a 409 waits for a choice; "Keep mine" resends with their version', async () => {
      const { store, calls } = await conflicted();
      expect(overallStatus(store.getState())).toBe('conflict');
      store.edit('a', { title: 'Mine, more' });
      await vi.advanceTimersByTimeAsync(5000);
      expect(calls.update).toHaveLength(1);

      store.resolveConflict('a', 'mine');
      expect(calls.update).toHaveLength(2);
      expect(calls.update[1]!.args[2]).toMatchObject({ version: 4, title: 'Mine, more' });
    });

    it('on a 409, "Reload theirs" takes their slide and sends nothing', async () => {
      const { store, calls } = await conflicted();
      store.resolveConflict('a', 'theirs');
      await vi.advanceTimersByTimeAsync(5000);
      expect(calls.update).toHaveLength(1);
      const a = store.getState().slides.a!;
      expect(a.draft.title).toBe('Theirs');
      expect(saveStatus(a)).toBe('saved');
    });

    it('sends what is still waiting for its debounce when the editor closes', async () => {
      const { store, calls } = setup();
      store.edit('a', { title: 'Last words' });
      store.flushPending();
      expect(calls.update).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(5000);
      expect(calls.update).toHaveLength(1);
    });

    it("leaves other slides' state objects alone while one is edited", () => {
      const { store } = setup();
      const before = store.getState().slides;
      store.edit('a', { title: 'A' });
      const after = store.getState().slides;
      expect(after.a).not.toBe(before.a);
      expect(after.b).toBe(before.b);
      expect(after.c).toBe(before.c);
    });
  });

  describe('order', () => {
    it('moves at once and saves the full list', async () => {
      const { store, calls } = setup();
      store.moveBy('c', -1);
      expect(store.getState().order).toEqual(['a', 'c', 'b']);
      expect(overallStatus(store.getState())).toBe('saving');
      expect(calls.reorder[0]!.args).toEqual(['course-1', ['a', 'c', 'b']]);
      calls.reorder[0]!.resolve();
      await flush();
      expect(store.getState().savedOrder).toEqual(['a', 'c', 'b']);
      expect(overallStatus(store.getState())).toBe('saved');
    });

    it('sends one PUT at a time, then the latest order', async () => {
      const { store, calls } = setup();
      store.move('a', 2);
      store.move('b', 2);
      expect(calls.reorder).toHaveLength(1);
      calls.reorder[0]!.resolve();
      await flush();
      expect(calls.reorder).toHaveLength(2);
      expect(calls.reorder[1]!.args[1]).toEqual(['c', 'a', 'b']);
    });

    it('rolls back to the saved order when the server refuses, and says so', async () => {
      const { store, calls, onError } = setup();
      store.move('a', 2);
      const error = new ApiError({ status: 422, code: 'validation_failed', message: '' });
      calls.reorder[0]!.reject(error);
      await flush();
      expect(store.getState().order).toEqual(['a', 'b', 'c']);
      expect(onError).toHaveBeenCalledWith('reorder', error);
      expect(hasUnsavedWork(store.getState())).toBe(false);
    });
  });

  describe('slides', () => {
    it('adds after the selected slide and selects it', async () => {
      const { store, calls } = setup();
      store.select('a');
      const adding = store.addSlide('content');
      await flush();
      expect(calls.create[0]!.args).toEqual(['course-1', { kind: 'content', afterSlideId: 'a' }]);
      calls.create[0]!.resolve(slide('n'));
      await adding;
      expect(store.getState().order).toEqual(['a', 'n', 'b', 'c']);
      expect(store.getState().selectedId).toBe('n');
    });

    it('waits for a reorder in flight before adding', async () => {
      const { store, calls } = setup();
      store.move('a', 2);
      store.select('a');
      void store.addSlide('content');
      await flush();
      expect(calls.create).toHaveLength(0);
      calls.reorder[0]!.resolve();
      await flush();
      expect(calls.create).toHaveLength(1);
    });

    it('duplicates a slide with its unsaved content, right after it', async () => {
      const { store, calls } = setup();
      store.edit('b', { title: 'Edited', body: textDoc('new text') });
      const copying = store.duplicate('b');
      await flush();
      expect(calls.create[0]!.args[1]).toEqual({
        kind: 'content',
        title: 'Edited',
        body: textDoc('new text'),
        afterSlideId: 'b',
      });
      calls.create[0]!.resolve(slide('b2'));
      await copying;
      expect(store.getState().order).toEqual(['a', 'b', 'b2', 'c']);
    });

    it('deletes a slide, selecting its neighbour and dropping its pending save', async () => {
      const { store, calls } = setup();
      store.select('c');
      store.edit('c', { title: 'Gone soon' });
      const removing = store.remove('c');
      await flush();
      calls.remove[0]!.resolve();
      await removing;
      await vi.advanceTimersByTimeAsync(1000);
      expect(store.getState().order).toEqual(['a', 'b']);
      expect(store.getState().selectedId).toBe('b');
      expect(calls.update).toHaveLength(0);
      expect(hasUnsavedWork(store.getState())).toBe(false);
    });

    it('keeps the slide when the delete fails, and says so', async () => {
      const { store, calls, onError } = setup();
      const removing = store.remove('a');
      await flush();
      calls.remove[0]!.reject(new ApiError({ status: 500, code: 'internal_error', message: '' }));
      expect(await removing).toBe(false);
      expect(store.getState().order).toEqual(['a', 'b', 'c']);
      expect(onError).toHaveBeenCalledWith('delete', expect.any(ApiError));
    });
  });
});

describe('slidesAsEdited', () => {
  it('shows valid drafts and falls back to the saved slide for an invalid one', () => {
    const store = new EditorStore('c', [slide('a'), slide('b')], { api: controlledApi().api });
    store.edit('a', { title: 'Draft title' });
    store.edit('b', { title: 'x'.repeat(200) });
    const [a, b] = slidesAsEdited(store.getState());
    expect(a!.title).toBe('Draft title');
    expect(b!.title).toBe('Slide b');
  });
});

describe('slide backgrounds', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const pictured = slide('a', {
    background: { uploadId: 'up-1', imageUrl: '/api/v1/uploads/up-1', dim: 40 },
  });

  it('sends the background as the server takes it, and clears it with null', async () => {
    const { api, calls } = controlledApi();
    const store = new EditorStore('c', [pictured], { api });
    store.edit('a', {
      background: { uploadId: 'up-1', imageUrl: '/api/v1/uploads/up-1', dim: 60 },
    });
    await vi.advanceTimersByTimeAsync(800);
    expect(calls.update[0]!.args[2]).toMatchObject({
      version: 1,
      background: { uploadId: 'up-1', dim: 60 },
    });
    expect(calls.update[0]!.args[2]).not.toHaveProperty('background.imageUrl');
    calls.update[0]!.resolve(slide('a', { version: 2 }));
    await flush();
    store.edit('a', { background: null });
    await vi.advanceTimersByTimeAsync(800);
    expect(calls.update[1]!.args[2]).toMatchObject({ version: 2, background: null });
  });

  it('shows the edited background, picture address included, and none once cleared', () => {
    const store = new EditorStore(
      'c',
      [pictured, slide('b', { background: { color: '#112233' } })],
      {
        api: controlledApi().api,
      },
    );
    expect(slidesAsEdited(store.getState())[0]!.background).toEqual(pictured.background);
    store.edit('a', { background: { color: '#fde68a' } });
    store.edit('b', { background: null });
    const [a, b] = slidesAsEdited(store.getState());
    expect(a!.background).toEqual({ color: '#fde68a' });
    expect(b!.background).toBeUndefined();
  });
});
