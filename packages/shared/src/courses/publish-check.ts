import type { Language } from '../i18n/languages.js';
import { BLANK_MARKER, type ChoiceQuiz, type QuizType } from './quiz.js';
import type { Flashcard, Quiz } from './slide.js';

/**
 * The words a new quiz, interaction or set of flashcards starts with, in each interface
 * language. They are there to be replaced: publishing refuses a course that still has them
 * (see `publishProblems`).
 */
export const QUIZ_PLACEHOLDERS: Record<
  Language,
  { question: string; option: string; item: string }
> = {
  en: { question: 'Write your question here', option: 'Option {n}', item: 'Item {n}' },
  es: { question: 'Escribe aquí tu pregunta', option: 'Opción {n}', item: 'Elemento {n}' },
  ar: { question: 'اكتب سؤالك هنا', option: 'الخيار {n}', item: 'العنصر {n}' },
  'zh-cn': { question: '在这里写下你的问题', option: '选项 {n}', item: '第 {n} 项' },
};

const numbered = (text: string) => (n: number) => text.replace('{n}', String(n));

/** A new quiz in the given language: a placeholder question and two placeholder options. */
export function placeholderQuiz(language: Language): Quiz {
  const p = QUIZ_PLACEHOLDERS[language];
  return {
    question: p.question,
    options: [1, 2].map(numbered(p.option)),
    correct: [0],
    multiple: false,
  };
}

/** A new interaction of a type in the given language, filled with placeholder items. */
export function placeholderInteraction(
  type: Exclude<QuizType, 'choice'>,
  language: Language,
): Exclude<Quiz, ChoiceQuiz> {
  const { question } = QUIZ_PLACEHOLDERS[language];
  const item = numbered(QUIZ_PLACEHOLDERS[language].item);
  switch (type) {
    case 'true_false':
      return { type, question, correct: true };
    case 'ordering':
      return { type, question, items: [1, 2, 3].map(item) };
    case 'matching':
      return {
        type,
        question,
        pairs: [
          [item(1), item(2)],
          [item(3), item(4)],
        ],
      };
    case 'fill_blank':
      return { type, question: `${question} {1}`, blanks: [{ accepted: [item(1)] }] };
    case 'poll':
      return { type, question, options: [item(1), item(2)], multiple: false };
  }
}

/** New flashcards in the given language: two cards of placeholder items. */
export function placeholderCards(language: Language): Flashcard[] {
  const item = numbered(QUIZ_PLACEHOLDERS[language].item);
  return [
    { front: item(1), back: item(2) },
    { front: item(3), back: item(4) },
  ];
}

const placeholderQuestions = new Set(Object.values(QUIZ_PLACEHOLDERS).map((p) => p.question));
const numberedPattern = (texts: string[]) =>
  new RegExp(`^(?:${texts.map((text) => text.replace('{n}', '\\d+')).join('|')})$`, 'u');
const placeholderOption = numberedPattern(
  Object.values(QUIZ_PLACEHOLDERS).flatMap((p) => [p.option, p.item]),
);
const placeholderItem = numberedPattern(Object.values(QUIZ_PLACEHOLDERS).map((p) => p.item));
/** Empty, or a placeholder item in any language. */
const isPlaceholderItem = (text: string) => !text.trim() || placeholderItem.test(text.trim());

/** What a slide can still need before publishing; each has a sentence in the web app. */
export const PUBLISH_PROBLEM_CODES = [
  'empty_slide',
  'placeholder_question',
  'placeholder_option',
  'placeholder_item',
  'placeholder_pair',
  'placeholder_answer',
  'placeholder_card',
] as const;
export type PublishProblemCode = (typeof PUBLISH_PROBLEM_CODES)[number];

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
 * What stops a course from being published: a slide with nothing on it, and a quiz or
 * flashcards whose question, options or items are still empty or the placeholders they
 * started with.
 */
export function publishProblems(
  slides: {
    position: number;
    title: string;
    body: unknown;
    quiz: Quiz | null;
    cards?: Flashcard[] | null;
    /** A subtitle, media or flashcards: the slide has something on it besides title and body. */
    designed?: boolean;
  }[],
): PublishProblem[] {
  const problems: PublishProblem[] = [];
  for (const { position, title, body, quiz, cards, designed } of slides) {
    const problem = (code: PublishProblemCode, fix: string) =>
      problems.push({ path: `slides.${position}`, code, message: `Slide ${position}: ${fix}` });
    if (quiz) {
      // A new fill-in-the-blank question is the placeholder with a blank after it.
      const words = quiz.question.trim().replace(BLANK_MARKER, '').trim();
      if (!words || placeholderQuestions.has(words)) {
        problem('placeholder_question', 'write the quiz question.');
      }
      if (
        'options' in quiz &&
        quiz.options.some((o) => !o.trim() || placeholderOption.test(o.trim()))
      ) {
        problem('placeholder_option', 'replace the placeholder options.');
      }
      if ('items' in quiz && quiz.items.some(isPlaceholderItem)) {
        problem('placeholder_item', 'replace the placeholder items.');
      }
      if ('pairs' in quiz && quiz.pairs.flat().some(isPlaceholderItem)) {
        problem('placeholder_pair', 'replace the placeholder pairs.');
      }
      if ('blanks' in quiz && quiz.blanks.some((blank) => blank.accepted.some(isPlaceholderItem))) {
        problem('placeholder_answer', 'replace the placeholder answers.');
      }
    } else if (cards) {
      if (cards.some((card) => isPlaceholderItem(card.front) || isPlaceholderItem(card.back))) {
        problem('placeholder_card', 'replace the placeholder cards.');
      }
    } else if (!designed && !title.trim() && isEmptyDoc(body)) {
      problem('empty_slide', 'it has nothing on it.');
    }
  }
  return problems;
}
