import { z } from 'zod';
import { paginationQuerySchema } from '../http/pagination.js';
import { richTextDocSchema } from './rich-text.js';

export const SLIDE_KINDS = ['content', 'quiz'] as const;
export const slideKindSchema = z.enum(SLIDE_KINDS);
export type SlideKind = z.infer<typeof slideKindSchema>;

export const QUIZ_MIN_OPTIONS = 2;
export const QUIZ_MAX_OPTIONS = 8;
export const SLIDE_TITLE_MAX = 120;

export const quizSchema = z
  .object({
    question: z.string().trim().min(1).max(500),
    options: z.array(z.string().trim().min(1).max(200)).min(QUIZ_MIN_OPTIONS).max(QUIZ_MAX_OPTIONS),
    correct: z.array(z.number().int().min(0)).min(1).max(QUIZ_MAX_OPTIONS),
    multiple: z.boolean(),
    explanation: z.string().trim().max(1000).optional(),
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
export type Quiz = z.infer<typeof quizSchema>;

const slideTitle = z.string().trim().max(SLIDE_TITLE_MAX);

export const slideCreateSchema = z
  .object({
    kind: slideKindSchema,
    title: slideTitle.default(''),
    body: richTextDocSchema.optional(),
    quiz: quizSchema.optional(),
    /** Insert after this slide; at the end when absent. */
    afterSlideId: z.string().max(64).optional(),
  })
  .superRefine((slide, ctx) => {
    if (slide.kind === 'content' && slide.quiz) {
      ctx.addIssue({ code: 'custom', path: ['quiz'], message: 'A content slide has no quiz.' });
    }
  });
export type SlideCreateInput = z.input<typeof slideCreateSchema>;

export const slideUpdateSchema = z.object({
  version: z.number().int().min(1),
  title: slideTitle.optional(),
  body: richTextDocSchema.optional(),
  quiz: quizSchema.nullable().optional(),
});
export type SlideUpdateInput = z.infer<typeof slideUpdateSchema>;

export const slideSchema = z.object({
  id: z.string(),
  kind: slideKindSchema,
  title: z.string(),
  body: richTextDocSchema.optional(),
  quiz: z
    .object({
      question: z.string(),
      options: z.array(z.string()),
      correct: z.array(z.number().int()),
      multiple: z.boolean(),
      explanation: z.string().optional(),
    })
    .optional(),
  position: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Slide = z.infer<typeof slideSchema>;

export const slideOrderSchema = z.object({ slideIds: z.array(z.string().max(64)).max(5000) });

export const slideListQuerySchema = paginationQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
});
