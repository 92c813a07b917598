import type { RichTextDoc } from '@slidewise/shared/courses/rich-text';
import type { Slide } from '@slidewise/shared/courses/slide';
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
