import { slideMinutes } from '@slidewise/shared/courses/duration';
import { countWords } from '@slidewise/shared/courses/rich-text';
import { toStoredDoc, type EditorNode } from '@/lib/rich-text/to-stored-doc';
import type { SlideState } from './autosave';

const MAX_PREVIEW = 80;

/** The first words of a body, for a thumbnail that has no title. */
export function firstText(node: EditorNode | null | undefined, limit = MAX_PREVIEW): string {
  let text = '';
  const walk = (current: EditorNode) => {
    if (text.length >= limit) return;
    if (current.text) text += current.text;
    for (const child of current.content ?? []) {
      walk(child);
      if (child.type !== 'text' && text && !text.endsWith(' ')) text += ' ';
    }
  };
  if (node) walk(node);
  return text.replace(/\s+/g, ' ').trim().slice(0, limit);
}

/** What a thumbnail reads: the title, else the opening text or the question; '' when blank. */
export function slideLabel(slide: SlideState): string {
  const title = slide.draft.title.trim();
  if (title) return title;
  if (slide.server.kind === 'quiz') {
    return (slide.draft.quiz?.question ?? slide.draft.interaction?.question ?? '').trim();
  }
  if (slide.server.kind === 'flashcards') return slide.draft.cards?.[0]?.front ?? '';
  return firstText(slide.draft.body);
}

const figures = new WeakMap<SlideState, { words: number; minutes: number }>();

/** Words and estimated minutes of a slide as edited (cached per state object). */
export function slideFigures(slide: SlideState): { words: number; minutes: number } {
  let cached = figures.get(slide);
  if (!cached) {
    const body = slide.server.kind === 'content' ? toStoredDoc(slide.draft.body) : null;
    const quizWords = slide.draft.quiz
      ? countWords({
          type: 'text',
          text: [slide.draft.quiz.question, ...slide.draft.quiz.options].join(' '),
        })
      : 0;
    cached = {
      words: body ? countWords(body) : quizWords,
      minutes: slideMinutes({ kind: slide.server.kind, body }),
    };
    figures.set(slide, cached);
  }
  return cached;
}
