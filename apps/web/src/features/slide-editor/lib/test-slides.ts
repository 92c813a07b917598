import type { RichTextDoc } from '@slidewise/shared/courses/rich-text';
import type { Slide } from '@slidewise/shared/courses/slide';

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
