/**
 * The interactions a quiz slide can hold (`quiz.ts` has a schema for each). Apart from the
 * schemas, so that a screen that only names the types (the reports) does not build them.
 */
export const QUIZ_TYPES = [
  'choice',
  'true_false',
  'ordering',
  'matching',
  'fill_blank',
  'poll',
] as const;
export type QuizType = (typeof QUIZ_TYPES)[number];
