import { z } from 'zod';
import { paginationQuerySchema } from '../http/pagination.js';

/** Filters every report takes: a date range on when work was assigned, and a group. */
export const reportFilterSchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    groupId: z.string().max(64).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'The start date is after the end date.',
    path: ['from'],
  });

export const reportFormatSchema = z.enum(['json', 'csv']).default('json');

export const summarySchema = z.object({
  courses: z.number().int(),
  people: z.number().int(),
  assignments: z.number().int(),
  completed: z.number().int(),
  completionRate: z.number().int().min(0).max(100),
  averageScore: z.number().int().nullable(),
  overdue: z.number().int(),
  funnel: z.object({
    assigned: z.number().int(),
    started: z.number().int(),
    completed: z.number().int(),
  }),
  /** Completions per ISO week (Monday, UTC) for the last 12 weeks, oldest first. */
  completionsByWeek: z.array(z.object({ weekStart: z.string(), completed: z.number().int() })),
});
export type ReportSummary = z.infer<typeof summarySchema>;

export const courseReportRowSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  assigned: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  overdue: z.number().int(),
  completionRate: z.number().int(),
  averageScore: z.number().int().nullable(),
  averageDaysToComplete: z.number().nullable(),
});
export type CourseReportRow = z.infer<typeof courseReportRowSchema>;

export const courseReportQuerySchema = paginationQuerySchema.extend({
  sort: z
    .enum(['title', 'assigned', 'completed', 'completionRate', 'averageScore', 'overdue'])
    .default('title'),
  order: z.enum(['asc', 'desc']).optional(),
  format: reportFormatSchema,
});
