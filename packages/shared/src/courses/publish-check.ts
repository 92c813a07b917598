import type { Language } from '../i18n/languages.js';
import { BLANK_MARKER } from './quiz.js';
import type { Quiz } from './slide.js';

/**
 * The words a new quiz starts with, in each interface language. They are there to be
 * replaced: publishing refuses a course that still has them (see `publishProblems`).
 */
export const QUIZ_PLACEHOLDERS: Record<Language, { question: string; option: string }> = {
  en: { question: 'Write your question here', option: 'Option {n}' },
  es: { question: 'Escribe aquí tu pregunta', option: 'Opción {n}' },
  ar: { question: 'اكتب سؤالك هنا', option: 'الخيار {n}' },
  'zh-cn': { question: '在这里写下你的问题', option: '选项 {n}' },
};

/** A new quiz in the given language: a placeholder question and two placeholder options. */
export function placeholderQuiz(language: Language): Quiz {
  const p = QUIZ_PLACEHOLDERS[language];
  return {
    question: p.question,
    options: [1, 2].map((n) => p.option.replace('{n}', String(n))),
    correct: [0],
    multiple: false,
  };
}

const placeholderQuestions = new Set(Object.values(QUIZ_PLACEHOLDERS).map((p) => p.question));
const placeholderOption = new RegExp(
  `^(?:${Object.values(QUIZ_PLACEHOLDERS)
    .map((p) => p.option.replace('{n}', '\\d+'))
    .join('|')})$`,
  'u',
);

export type PublishProblemCode = 'empty_slide' | 'placeholder_question' | 'placeholder_option';

export interface PublishProblem {
  /** `slides.<position from 1>`: which slide to fix. */
  path: string;
  code: PublishProblemCode;
  message: string;
}

/** A rich-text document with no text and nothing embedded in it. */
function isEmptyDoc(body: unknown): boolean {
  if (!body || typeof body !== 'object') return true;
  const node = body as { type?: string; text?: string; content?: unknown[] };
  if (typeof node.text === 'string') return node.text.trim() === '';
  if (node.type && !['doc', 'paragraph', 'heading', 'hardBreak'].includes(node.type)) return false;
  return (node.content ?? []).every(isEmptyDoc);
}

/**
 * What stops a course from being published: a slide with nothing on it, and a quiz
 * whose question or options are still empty or the placeholders it started with.
 */
export function publishProblems(
  slides: {
    position: number;
    title: string;
    body: unknown;
    quiz: Quiz | null;
    /** A subtitle, media or flashcards: the slide has something on it besides title and body. */
    designed?: boolean;
  }[],
): PublishProblem[] {
  const problems: PublishProblem[] = [];
  for (const slide of slides) {
    const path = `slides.${slide.position}`;
    const label = `Slide ${slide.position}`;
    if (slide.quiz) {
      // A new fill-in-the-blank question is the placeholder with a blank after it.
      const question = slide.quiz.question.trim();
      const words = question.replace(BLANK_MARKER, '').trim();
      if (!words || placeholderQuestions.has(words)) {
        problems.push({
          path,
          code: 'placeholder_question',
          message: `${label}: write the quiz question.`,
        });
      }
      if (
        'options' in slide.quiz &&
        slide.quiz.options.some((o) => !o.trim() || placeholderOption.test(o.trim()))
      ) {
        problems.push({
          path,
          code: 'placeholder_option',
          message: `${label}: replace the placeholder options.`,
        });
      }
    } else if (!slide.designed && !slide.title.trim() && isEmptyDoc(slide.body)) {
      problems.push({ path, code: 'empty_slide', message: `${label}: it has nothing on it.` });
    }
  }
  return problems;
}
