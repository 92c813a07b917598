import { z } from 'zod';
import { BLANK_MARKER, quizAnswerInputSchema } from '../courses/quiz.js';
import {
  slideBackgroundSchema,
  slideKindSchema,
  slideLayoutSchema,
  slideMediaSchema,
} from '../courses/slide.js';
import { ASSIGNMENT_STATUSES, learningCardSchema } from './assignment.js';
import { trainingStateSchema } from './certification.js';

// What the learner's player gets (the course, its slides as a learner sees them) and sends (the
// progress), apart from the assignment's schemas, which the leader's screens use without these.

export const progressEventSchema = z.object({
  slideId: z.string().min(1).max(64),
  /** Its shape depends on the quiz type (see `checkAnswerShape`). */
  answer: quizAnswerInputSchema.optional(),
});

/**
 * After an answer: whether it was right and the right answer (graded types), the
 * explanation; for a poll, how everyone who answered so far split, per option.
 */
export const answerFeedbackSchema = z.object({
  correct: z.boolean().optional(),
  /** Choice quizzes: the right options. */
  correctOptions: z.array(z.number().int()).optional(),
  correctAnswer: z
    .union([
      z.boolean(),
      z.array(z.number().int()),
      z.array(z.string()),
      z.array(z.tuple([z.string(), z.string()])),
      z.array(z.array(z.string())),
    ])
    .optional(),
  explanation: z.string().nullable(),
  distribution: z.array(z.number().int()).optional(),
});
export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>;

export const progressStateSchema = z.object({
  status: z.enum(ASSIGNMENT_STATUSES),
  progress: z.number().int(),
  score: z.number().int().nullable(),
  completedAt: z.string().nullable(),
  lastSlideId: z.string().nullable(),
  ...trainingStateSchema.shape,
  /** For an answer: whether it was right, the right answer (never before answering) and the explanation. */
  feedback: answerFeedbackSchema.nullable(),
});
export type ProgressState = z.infer<typeof progressStateSchema>;

/**
 * A quiz as a learner gets it before answering: never the right answer. A choice
 * quiz keeps its original shape; ordering items and matching rights come shuffled
 * (never in the right order), and a fill-in-the-blank gives only how many blanks.
 */
export const learnerQuizSchema = z.union([
  z.object({ type: z.literal('true_false'), question: z.string() }),
  z.object({ type: z.literal('ordering'), question: z.string(), items: z.array(z.string()) }),
  z.object({
    type: z.literal('matching'),
    question: z.string(),
    left: z.array(z.string()),
    right: z.array(z.string()),
  }),
  z.object({ type: z.literal('fill_blank'), question: z.string(), blanks: z.number().int() }),
  z.object({
    type: z.literal('poll'),
    question: z.string(),
    options: z.array(z.string()),
    multiple: z.boolean(),
  }),
  // Last: being untyped, it would otherwise swallow a poll.
  z.object({ question: z.string(), options: z.array(z.string()), multiple: z.boolean() }),
]);
export type LearnerQuiz = z.infer<typeof learnerQuizSchema>;

/** A question in words: a fill-in-the-blank's `{1}` markers shown as blanks. */
export const questionText = (quiz: LearnerQuiz): string =>
  'type' in quiz && quiz.type === 'fill_blank'
    ? quiz.question.replace(BLANK_MARKER, '___')
    : quiz.question;

/** A slide as a learner gets it: no author notes; a quiz's answer only once answered. */
export const learnerSlideSchema = z.object({
  id: z.string(),
  kind: slideKindSchema,
  layout: slideLayoutSchema,
  title: z.string(),
  subtitle: z.string().optional(),
  body: z.unknown().optional(),
  media: slideMediaSchema.optional(),
  background: slideBackgroundSchema.optional(),
  quiz: learnerQuizSchema.optional(),
  cards: z.array(z.object({ front: z.string(), back: z.string() })).optional(),
  viewed: z.boolean(),
  answer: quizAnswerInputSchema.nullable(),
  feedback: answerFeedbackSchema.nullable(),
});
export type LearnerSlide = z.infer<typeof learnerSlideSchema>;

export const learningCourseSchema = z.object({
  course: learningCardSchema,
  slides: z.array(learnerSlideSchema),
});
export type LearningCourse = z.infer<typeof learningCourseSchema>;
