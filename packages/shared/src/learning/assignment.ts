import { z } from 'zod';
import { BLANK_MARKER, quizAnswerInputSchema } from '../courses/quiz.js';
import {
  slideBackgroundSchema,
  slideKindSchema,
  slideLayoutSchema,
  slideMediaSchema,
} from '../courses/slide.js';
import { courseThemeSchema, DEFAULT_THEME } from '../courses/theme.js';
import { bulkIdsSchema } from '../http/bulk.js';
import { paginationQuerySchema } from '../http/pagination.js';
import { deliverySchema } from '../mail/delivery.js';
import { trainingSettingsSchema, trainingStateSchema } from './certification.js';

/** `failed`: out of attempts below the pass mark. */
export const ASSIGNMENT_STATUSES = ['not_started', 'in_progress', 'completed', 'failed'] as const;
/** What the assignee table shows: overdue is derived (due date passed, not completed, in UTC). */
export const ASSIGNEE_STATUSES = [...ASSIGNMENT_STATUSES, 'overdue'] as const;
export const assigneeStatusSchema = z.enum(ASSIGNEE_STATUSES);
export type AssigneeStatus = z.infer<typeof assigneeStatusSchema>;

export const ASSIGN_MESSAGE_MAX = 1000;

export const assignSchema = z
  .object({
    emails: z.array(z.string().max(320)).max(1000).default([]),
    groupIds: z.array(z.string().max(64)).max(100).default([]),
    dueAt: z.iso.datetime().nullable().optional(),
    message: z.string().trim().max(ASSIGN_MESSAGE_MAX).optional(),
  })
  .refine((input) => input.emails.length + input.groupIds.length > 0, {
    message: 'Choose at least one person or group.',
    path: ['emails'],
  });

export const assigneeSchema = z.object({
  id: z.string(),
  email: z.string(),
  userId: z.string().nullable(),
  displayName: z.string().nullable(),
  /** 'direct', or the name of the group it came through. */
  via: z.string(),
  viaGroupIds: z.array(z.string()),
  status: assigneeStatusSchema,
  progress: z.number().int().min(0).max(100),
  score: z.number().int().min(0).max(100).nullable(),
  dueAt: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  remindersEnabled: z.boolean(),
  delivery: deliverySchema,
  assignedAt: z.string(),
  ...trainingStateSchema.shape,
});
export type Assignee = z.infer<typeof assigneeSchema>;

export const assigneeListQuerySchema = paginationQuerySchema.extend({
  status: assigneeStatusSchema.optional(),
  q: z.string().trim().max(254).optional(),
});

export const assigneeUpdateSchema = z.object({
  dueAt: z.iso.datetime().nullable().optional(),
  remindersEnabled: z.boolean().optional(),
});

/**
 * One action on many assignees, all or nothing. `dueDate` (for `set_due_date`) is a day,
 * due by its end in UTC; null clears it. Remind skips people who completed the course.
 */
export const assigneeBulkSchema = z
  .object({
    action: z.enum(['remind', 'set_due_date', 'remove']),
    userIds: bulkIdsSchema,
    dueDate: z.iso.date().nullable().optional(),
  })
  .refine((input) => input.action !== 'set_due_date' || input.dueDate !== undefined, {
    message: 'Choose a due date.',
    path: ['dueDate'],
  });

export const assignResultSchema = z.object({
  assigned: z.number().int(),
  alreadyAssigned: z.number().int(),
  invited: z.number().int(),
});

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

export const learningCardSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  description: z.string(),
  coverImage: z.string().nullable(),
  language: z.string(),
  leaderName: z.string(),
  /** The leader's message sent with the assignment. */
  message: z.string().nullable(),
  dueAt: z.string().nullable(),
  status: assigneeStatusSchema,
  progress: z.number().int(),
  score: z.number().int().nullable(),
  slideCount: z.number().int(),
  estimatedMinutes: z.number().int(),
  lastSlideId: z.string().nullable(),
  completedAt: z.string().nullable(),
  theme: courseThemeSchema.default(DEFAULT_THEME),
  settings: trainingSettingsSchema,
  ...trainingStateSchema.shape,
});
export type LearningCard = z.infer<typeof learningCardSchema>;

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
