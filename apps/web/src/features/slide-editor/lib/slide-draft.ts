import { richTextDocSchema, type RichTextDoc } from '@slidewise/shared/courses/rich-text';
import { quizTypeOf, type ChoiceQuiz } from '@slidewise/shared/courses/quiz';
import {
  BACKGROUND_DIM_DEFAULT,
  flashcardsSchema,
  QUIZ_MAX_OPTIONS,
  QUIZ_MIN_OPTIONS,
  quizSchema,
  SLIDE_TITLE_MAX,
  type Flashcard,
  type Quiz,
  type Slide,
  type SlideBackground,
  type SlideKind,
  type SlideLayout,
  type SlideMedia,
} from '@slidewise/shared/courses/slide';
import { toStoredDoc, type EditorNode } from '@/lib/rich-text/to-stored-doc';

/** A quiz as it is being typed: options may be empty, nothing trimmed yet. */
export interface QuizDraft {
  question: string;
  options: string[];
  correct: number[];
  multiple: boolean;
  explanation: string;
}

/** A quiz of any type but choice, edited in its stored shape. */
export type InteractionDraft = Exclude<Quiz, ChoiceQuiz>;

/** What the person edits on a slide; saved as a whole with the version it was based on. */
export interface SlideDraft {
  title: string;
  /** The editor's JSON (content slides). */
  body: EditorNode | null;
  /** A choice quiz. */
  quiz: QuizDraft | null;
  /** Any other interaction (true/false, ordering, matching, fill in the blank, poll). */
  interaction?: InteractionDraft | null;
  cards?: Flashcard[] | null;
  layout?: SlideLayout;
  subtitle?: string;
  /** The author's own; never shown to learners. */
  notes?: string;
  /** As served (with the picture's address, for the canvas); null clears it. */
  background?: SlideBackground | null;
  /** The picture or video of a media layout, as served (with its address); null removes it. */
  media?: SlideMedia | null;
}

export function draftFromSlide(slide: Slide): SlideDraft {
  const choice =
    slide.quiz && quizTypeOf(slide.quiz) === 'choice' ? (slide.quiz as ChoiceQuiz) : null;
  return {
    title: slide.title,
    body: slide.kind === 'content' ? (slide.body ?? null) : null,
    quiz: choice
      ? {
          question: choice.question,
          options: choice.options,
          correct: choice.correct,
          multiple: choice.multiple,
          explanation: choice.explanation ?? '',
        }
      : null,
    // The design fields (layout, subtitle, notes) join the draft only once edited;
    // until then the saved slide's values stand and nothing is sent for them.
    ...(slide.quiz && !choice ? { interaction: slide.quiz as InteractionDraft } : {}),
    ...(slide.cards ? { cards: slide.cards } : {}),
  };
}

/** Why a draft cannot be saved yet; each has a sentence in editor.problems. */
export type DraftProblem =
  'title' | 'question' | 'option' | 'correct' | 'quiz' | 'link' | 'media' | 'tooLarge' | 'body';

export type SlidePatch = {
  title: string;
  body?: RichTextDoc;
  quiz?: Quiz;
  cards?: Flashcard[];
  layout?: SlideLayout;
  subtitle?: string;
  notes?: string;
  background?: StoredBackground | null;
  media?: StoredMedia | null;
};

type StoredMedia = Pick<SlideMedia, 'uploadId' | 'embedUrl' | 'alt' | 'caption'>;

/** Media as the server takes it: the upload or the embed address, its alt text and caption. */
export function toStoredMedia(media: SlideMedia): StoredMedia {
  const { uploadId, embedUrl, alt, caption } = media;
  return {
    ...(uploadId ? { uploadId } : { embedUrl }),
    ...(alt?.trim() ? { alt: alt.trim() } : {}),
    ...(caption?.trim() ? { caption: caption.trim() } : {}),
  };
}

type StoredBackground = Pick<SlideBackground, 'color' | 'uploadId' | 'dim'>;

/** A background as the server takes it: the colour, or the upload and its dimming. */
export function toStoredBackground(background: SlideBackground): StoredBackground {
  const { color, uploadId, dim } = background;
  return {
    ...(color ? { color } : {}),
    ...(uploadId ? { uploadId, dim: dim ?? BACKGROUND_DIM_DEFAULT } : {}),
  };
}

/** The quiz as the server takes it: trimmed, no empty explanation. */
export function toStoredQuiz(draft: QuizDraft): Quiz {
  const explanation = draft.explanation.trim();
  return {
    question: draft.question.trim(),
    options: draft.options.map((option) => option.trim()),
    correct: [...draft.correct].sort((a, b) => a - b),
    multiple: draft.multiple,
    ...(explanation ? { explanation } : {}),
  };
}

function quizProblem(quiz: Quiz): DraftProblem | null {
  if (quizSchema.safeParse(quiz).success) return null;
  if (!quiz.question) return 'question';
  if (quiz.type !== undefined && quiz.type !== 'choice') return 'quiz';
  if (quiz.options.some((option) => !option)) return 'option';
  if (quiz.correct.length === 0 || (!quiz.multiple && quiz.correct.length !== 1)) return 'correct';
  return 'quiz';
}

function bodyProblem(doc: RichTextDoc): DraftProblem | null {
  const parsed = richTextDocSchema.safeParse(doc);
  if (parsed.success) return null;
  const messages = parsed.error.issues.map((issue) => issue.message).join(' ');
  if (/too large/i.test(messages)) return 'tooLarge';
  if (/link/i.test(messages)) return 'link';
  if (/uploaded|embedded/i.test(messages)) return 'media';
  return 'body';
}

/**
 * What to send for a draft, checked against the same schemas the server uses,
 * so a body or quiz it would refuse never leaves the page.
 */
export function buildPatch(
  kind: SlideKind,
  draft: SlideDraft,
): { ok: true; patch: SlidePatch } | { ok: false; problem: DraftProblem } {
  const title = draft.title.trim();
  if (title.length > SLIDE_TITLE_MAX) return { ok: false, problem: 'title' };
  const design = {
    ...(draft.layout ? { layout: draft.layout } : {}),
    ...(draft.subtitle !== undefined ? { subtitle: draft.subtitle.trim() } : {}),
    ...(draft.notes !== undefined ? { notes: draft.notes } : {}),
    ...(draft.background !== undefined
      ? { background: draft.background && toStoredBackground(draft.background) }
      : {}),
    ...(draft.media !== undefined ? { media: draft.media && toStoredMedia(draft.media) } : {}),
  };
  if (kind === 'quiz') {
    const quiz = draft.interaction
      ? draft.interaction
      : draft.quiz
        ? toStoredQuiz(draft.quiz)
        : null;
    if (!quiz) return { ok: false, problem: 'quiz' };
    const problem = quizProblem(quiz);
    return problem ? { ok: false, problem } : { ok: true, patch: { title, quiz, ...design } };
  }
  if (kind === 'flashcards') {
    const parsed = flashcardsSchema.safeParse(draft.cards ?? []);
    return parsed.success
      ? { ok: true, patch: { title, cards: parsed.data, ...design } }
      : { ok: false, problem: 'quiz' };
  }
  const body = toStoredDoc(draft.body);
  const problem = bodyProblem(body);
  return problem ? { ok: false, problem } : { ok: true, patch: { title, body, ...design } };
}

/** The canonical text of a body, to tell a real change from the editor re-emitting the same. */
export function bodyKey(body: EditorNode | null): string {
  return JSON.stringify(toStoredDoc(body));
}

/* Quiz editing: each returns a new draft, keeping the correct answers pointing at the same options. */

export function addOption(quiz: QuizDraft, text: string): QuizDraft {
  if (quiz.options.length >= QUIZ_MAX_OPTIONS) return quiz;
  return { ...quiz, options: [...quiz.options, text] };
}

export function removeOption(quiz: QuizDraft, index: number): QuizDraft {
  if (quiz.options.length <= QUIZ_MIN_OPTIONS) return quiz;
  const correct = quiz.correct.filter((i) => i !== index).map((i) => (i > index ? i - 1 : i));
  return { ...quiz, options: quiz.options.filter((_, i) => i !== index), correct };
}

export function setOptionText(quiz: QuizDraft, index: number, text: string): QuizDraft {
  return { ...quiz, options: quiz.options.map((option, i) => (i === index ? text : option)) };
}

/** Marks an option right (single: the only one) or, with multiple answers, toggles it. */
export function toggleCorrect(quiz: QuizDraft, index: number): QuizDraft {
  if (!quiz.multiple) return { ...quiz, correct: [index] };
  const correct = quiz.correct.includes(index)
    ? quiz.correct.filter((i) => i !== index)
    : [...quiz.correct, index].sort((a, b) => a - b);
  return { ...quiz, correct };
}

/** Switching to a single answer keeps the first one marked. */
export function setMultiple(quiz: QuizDraft, multiple: boolean): QuizDraft {
  const correct = multiple ? quiz.correct : quiz.correct.slice(0, 1);
  return { ...quiz, multiple, correct };
}
