import { z } from 'zod';
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
