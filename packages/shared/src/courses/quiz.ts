import { z } from 'zod';
import type { QuizType } from './quiz-types.js';

/**
 * The interactions a quiz slide can hold (`quiz-types.ts`), one schema per `type`. A quiz
 * without a `type` is `choice` (the original shape, kept exactly). Server validation and the
 * editor's forms both use these.
 */
export { QUIZ_TYPES, type QuizType } from './quiz-types.js';

export const QUIZ_MIN_OPTIONS = 2;
export const QUIZ_MAX_OPTIONS = 8;
export const ORDERING_MIN_ITEMS = 3;
export const ORDERING_MAX_ITEMS = 8;
export const MATCHING_MIN_PAIRS = 2;
export const MATCHING_MAX_PAIRS = 8;
export const FILL_BLANK_MAX_BLANKS = 5;
export const FILL_BLANK_MAX_ACCEPTED = 10;

const question = z.string().trim().min(1).max(500);
const explanation = z.string().trim().max(1000).optional();
const item = z.string().trim().min(1).max(200);
const options = z.array(item).min(QUIZ_MIN_OPTIONS).max(QUIZ_MAX_OPTIONS);

/** Case-insensitive duplicates in a list, as their indexes (every occurrence after the first). */
function repeats(values: string[]): number[] {
  const seen = new Set<string>();
  return values.flatMap((v, i) => {
    const key = v.trim().toLowerCase();
    if (seen.has(key)) return [i];
    seen.add(key);
    return [];
  });
}

export const choiceQuizSchema = z
  .object({
    type: z.literal('choice').optional(),
    question,
    options,
    correct: z.array(z.number().int().min(0)).min(1).max(QUIZ_MAX_OPTIONS),
    multiple: z.boolean(),
    explanation,
  })
  .superRefine((quiz, ctx) => {
    if (new Set(quiz.correct).size !== quiz.correct.length) {
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'An answer is marked twice.' });
    }
    if (quiz.correct.some((i) => i >= quiz.options.length)) {
      ctx.addIssue({
        code: 'custom',
        path: ['correct'],
        message: 'A correct answer is not one of the options.',
      });
    }
    if (!quiz.multiple && quiz.correct.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['correct'],
        message: 'Mark exactly one correct answer.',
      });
    }
  });

export const trueFalseQuizSchema = z.object({
  type: z.literal('true_false'),
  question,
  correct: z.boolean(),
  explanation,
});

export const orderingQuizSchema = z
  .object({
    type: z.literal('ordering'),
    question,
    /** In the correct order. */
    items: z.array(item).min(ORDERING_MIN_ITEMS).max(ORDERING_MAX_ITEMS),
    explanation,
  })
  .superRefine((quiz, ctx) => {
    for (const i of repeats(quiz.items)) {
      ctx.addIssue({ code: 'custom', path: ['items', i], message: 'Each item must be different.' });
    }
  });

export const matchingQuizSchema = z
  .object({
    type: z.literal('matching'),
    question,
    pairs: z
      .array(z.tuple([item, item]))
      .min(MATCHING_MIN_PAIRS)
      .max(MATCHING_MAX_PAIRS),
    explanation,
  })
  .superRefine((quiz, ctx) => {
    for (const side of [0, 1] as const) {
      for (const i of repeats(quiz.pairs.map((p) => p[side]))) {
        ctx.addIssue({
          code: 'custom',
          path: ['pairs', i, side],
          message: 'Each side of a pair must be different from the others.',
        });
      }
    }
  });

/** `{1}`, `{2}`… in a fill-in-the-blank question. */
export const BLANK_MARKER = /\{(\d)\}/g;

export const fillBlankQuizSchema = z
  .object({
    type: z.literal('fill_blank'),
    question: z.string().trim().min(1).max(1000),
    blanks: z
      .array(
        z.object({
          accepted: z.array(z.string().trim().min(1).max(200)).min(1).max(FILL_BLANK_MAX_ACCEPTED),
          caseSensitive: z.boolean().optional(),
        }),
      )
      .min(1)
      .max(FILL_BLANK_MAX_BLANKS),
    explanation,
  })
  .superRefine((quiz, ctx) => {
    const markers = [...quiz.question.matchAll(BLANK_MARKER)].map((m) => Number(m[1]));
    const expected = quiz.blanks.map((_, i) => i + 1);
    if (markers.length !== expected.length || expected.some((n) => !markers.includes(n))) {
      ctx.addIssue({
        code: 'custom',
        path: ['question'],
        message: `Mark each blank once in the question: ${expected.map((n) => `{${n}}`).join(' ')}.`,
      });
    }
  });

export const pollQuizSchema = z.object({
  type: z.literal('poll'),
  question,
  options,
  multiple: z.boolean(),
});

export const quizSchema = z.discriminatedUnion('type', [
  choiceQuizSchema,
  trueFalseQuizSchema,
  orderingQuizSchema,
  matchingQuizSchema,
  fillBlankQuizSchema,
  pollQuizSchema,
]);
export type Quiz = z.infer<typeof quizSchema>;
export type ChoiceQuiz = z.infer<typeof choiceQuizSchema>;
export type TrueFalseQuiz = z.infer<typeof trueFalseQuizSchema>;
export type OrderingQuiz = z.infer<typeof orderingQuizSchema>;
export type MatchingQuiz = z.infer<typeof matchingQuizSchema>;
export type FillBlankQuiz = z.infer<typeof fillBlankQuizSchema>;
export type PollQuiz = z.infer<typeof pollQuizSchema>;

export const quizTypeOf = (quiz: Pick<Quiz, 'type'>): QuizType => quiz.type ?? 'choice';

/** Polls have no right answer and never count towards a score. */
export const isGradedQuiz = (quiz: Pick<Quiz, 'type'>): boolean => quizTypeOf(quiz) !== 'poll';

/** A quiz as stored and served to its author: a choice quiz keeps its original shape (no `type`). */
export function normaliseQuiz(quiz: Quiz): Quiz {
  if (quizTypeOf(quiz) !== 'choice') return quiz;
  const { type: _type, ...rest } = quiz as ChoiceQuiz;
  return rest;
}

/** A learner's answer, by the quiz type it answers. */
export type QuizAnswer = number[] | boolean | string[] | [string, string][];

/** Wide enough for any type; the exact shape is checked against the slide's quiz. */
export const quizAnswerInputSchema = z.union([
  z.boolean(),
  z.array(z.number().int().min(0).max(QUIZ_MAX_OPTIONS)).max(QUIZ_MAX_OPTIONS),
  z.array(z.string().max(500)).max(ORDERING_MAX_ITEMS),
  z.array(z.tuple([z.string().max(500), z.string().max(500)])).max(MATCHING_MAX_PAIRS),
]);

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

/**
 * Checks that an answer has the right shape for the quiz; returns the answer
 * normalised for storage, or a message for a 422 naming `answer`.
 */
export function checkAnswerShape(
  quiz: Quiz,
  answer: unknown,
): { ok: true; answer: QuizAnswer } | { ok: false; message: string } {
  const fail = (message: string) => ({ ok: false, message }) as const;
  switch (quiz.type) {
    case undefined:
    case 'choice':
    case 'poll': {
      const parsed = z.array(z.number().int().min(0)).safeParse(answer);
      if (!parsed.success) return fail('Send the chosen options as a list of numbers.');
      const chosen = [...new Set(parsed.data)].sort((a, b) => a - b);
      if (
        chosen.length === 0 ||
        chosen.some((i) => i >= quiz.options.length) ||
        (!quiz.multiple && chosen.length !== 1)
      ) {
        return fail('Choose among the options given.');
      }
      return { ok: true, answer: chosen };
    }
    case 'true_false':
      return typeof answer === 'boolean'
        ? { ok: true, answer }
        : fail('Answer true or false (a boolean).');
    case 'ordering': {
      const parsed = z.array(z.string()).safeParse(answer);
      if (!parsed.success || !sameMembers(parsed.data, quiz.items)) {
        return fail('Send every item once, in your order.');
      }
      return { ok: true, answer: parsed.data };
    }
    case 'matching': {
      const parsed = z.array(z.tuple([z.string(), z.string()])).safeParse(answer);
      if (
        !parsed.success ||
        !sameMembers(
          parsed.data.map((p) => p[0]),
          quiz.pairs.map((p) => p[0]),
        ) ||
        !sameMembers(
          parsed.data.map((p) => p[1]),
          quiz.pairs.map((p) => p[1]),
        )
      ) {
        return fail('Match every item on the left with one on the right, each once.');
      }
      return { ok: true, answer: parsed.data };
    }
    case 'fill_blank': {
      const parsed = z.array(z.string().max(200)).safeParse(answer);
      if (!parsed.success || parsed.data.length !== quiz.blanks.length) {
        return fail(`Send one entry per blank (${quiz.blanks.length}).`);
      }
      return { ok: true, answer: parsed.data.map((s) => s.trim()) };
    }
  }
}
