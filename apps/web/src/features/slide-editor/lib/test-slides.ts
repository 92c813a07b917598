import type { RichTextDoc } from '@slidewise/shared/courses/rich-text';
import type { Slide } from '@slidewise/shared/courses/slide';
import { vi } from 'vitest';
import { EditorStore, type EditorApi } from './editor-store';

/** A slide as the API answers it, for tests. */
export function slide(id: string, overrides: Partial<Slide> = {}): Slide {
  return {
    id,
    kind: 'content',
    layout: 'text',
    title: `Slide ${id}`,
    body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: id }] }] },
    position: 0,
    version: 1,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const quizSlide = (id: string, overrides: Partial<Slide> = {}): Slide =>
  slide(id, {
    kind: 'quiz',
    body: undefined,
    quiz: { question: 'Which?', options: ['A', 'B'], correct: [0], multiple: false },
    ...overrides,
  });

export const textDoc = (text: string): RichTextDoc => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** A body with one link to `href` (a `javascript:` one is what the server refuses). */
export const linkDoc = (href: string): RichTextDoc => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }],
    },
  ],
});

const idleApi: EditorApi = {
  createSlide: () => new Promise(() => {}),
  updateSlide: () => new Promise(() => {}),
  deleteSlide: () => new Promise(() => {}),
  reorderSlides: () => new Promise(() => {}),
};

/** A store over these slides that never gets round to saving: a test reads the drafts. */
export const idleStore = (slides: Slide[]) =>
  new EditorStore('c', slides, { api: idleApi, delay: 60_000 });

/** A stored picture, as POST /api/v1/uploads answers it. */
const UPLOADED_PICTURE = {
  id: 'up-1',
  url: '/api/v1/uploads/up-1',
  kind: 'image',
  contentType: 'image/png',
  size: 68,
  width: 1,
  height: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/**
 * The uploads API at the network boundary, in place of fetch (vi.unstubAllGlobals undoes it):
 * it answers a POST with UPLOADED_PICTURE, and anything else with 404. Returns the URLs asked for.
 */
export function fakeUploadsApi(): URL[] {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const ok = init?.method === 'POST' && url.pathname === '/api/v1/uploads';
    return new Response(ok ? JSON.stringify(UPLOADED_PICTURE) : null, {
      status: ok ? 201 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}
