import type { SlideDesign } from '@/components/slide-stage';
import { toStoredDoc } from '@/lib/rich-text/to-stored-doc';
import type { SlideState } from './autosave';

/** The slide as the stage draws it, from what the author has typed so far. */
export function designOf(slide: SlideState): SlideDesign {
  const { draft, server } = slide;
  const background = draft.background === undefined ? server.background : draft.background;
  const media = draft.media === undefined ? server.media : draft.media;
  const subtitle = draft.subtitle ?? server.subtitle;
  return {
    layout: draft.layout ?? server.layout,
    title: draft.title,
    ...(subtitle ? { subtitle } : {}),
    ...(server.kind === 'content' ? { body: toStoredDoc(draft.body) } : {}),
    ...(media ? { media } : {}),
    ...(background ? { background } : {}),
  };
}

/** The words of a slide's interaction, as plain lines under its question (the stage's outline). */
export function interactionOutline(
  slide: SlideState,
  words: { true: string; false: string; blank: (n: number) => string },
): { question: string; lines: string[] } | null {
  const { draft } = slide;
  if (slide.server.kind === 'flashcards') {
    return { question: '', lines: (draft.cards ?? []).map((card) => card.front) };
  }
  const quiz = draft.interaction;
  if (!quiz) {
    return draft.quiz ? { question: draft.quiz.question, lines: draft.quiz.options } : null;
  }
  switch (quiz.type) {
    case 'true_false':
      return { question: quiz.question, lines: [words.true, words.false] };
    case 'ordering':
      return { question: quiz.question, lines: quiz.items };
    case 'matching':
      return { question: quiz.question, lines: quiz.pairs.map(([left]) => left) };
    case 'fill_blank':
      return { question: quiz.question, lines: quiz.blanks.map((_, i) => words.blank(i + 1)) };
    case 'poll':
      return { question: quiz.question, lines: quiz.options };
  }
}
