import { z } from 'zod';
import { QUIZ_TYPES } from '../courses/quiz-types.js';
import { bulkIdsSchema } from '../http/bulk.js';
import { paginationQuerySchema } from '../http/pagination.js';
import { assigneeStatusSchema } from '../learning/assignment.js';
import { complianceSchema, resultSchema } from '../learning/certification.js';

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

export const groupReportRowSchema = z.object({
  groupId: z.string(),
  name: z.string(),
  members: z.number().int(),
  assignments: z.number().int(),
  completed: z.number().int(),
  completionRate: z.number().int(),
  overdue: z.number().int(),
});
export type GroupReportRow = z.infer<typeof groupReportRowSchema>;

export const groupReportQuerySchema = paginationQuerySchema.extend({
  sort: z.enum(['name', 'members', 'assignments', 'completionRate', 'overdue']).default('name'),
  order: z.enum(['asc', 'desc']).optional(),
  format: reportFormatSchema,
});

export const personReportRowSchema = z.object({
  /** The person's address, URL-safe: the id of their detail report. */
  personId: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  courses: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  overdue: z.number().int(),
  averageScore: z.number().int().nullable(),
  lastActivityAt: z.string().nullable(),
});
export type PersonReportRow = z.infer<typeof personReportRowSchema>;

export const personReportQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(254).optional(),
  sort: z
    .enum(['email', 'courses', 'completed', 'overdue', 'averageScore', 'lastActivity'])
    .default('email'),
  order: z.enum(['asc', 'desc']).optional(),
  format: reportFormatSchema,
});

export const personDetailSchema = z.object({
  person: personReportRowSchema,
  assignments: z.array(
    z.object({
      courseId: z.string(),
      title: z.string(),
      status: assigneeStatusSchema,
      result: resultSchema.nullable(),
      compliance: complianceSchema,
      certificateId: z.string().nullable(),
      /** The course version the last completion was for. */
      completedVersion: z.number().int().nullable(),
      signedOffAt: z.string().nullable(),
      progress: z.number().int(),
      score: z.number().int().nullable(),
      dueAt: z.string().nullable(),
      completedAt: z.string().nullable(),
    }),
  ),
});

/** Per person and course: whether their training holds (valid / expiring / expired / never). */
export const complianceReportRowSchema = z.object({
  assignmentId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  personId: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  status: assigneeStatusSchema,
  result: resultSchema.nullable(),
  compliance: complianceSchema,
  certifiedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  certificateId: z.string().nullable(),
  completedVersion: z.number().int().nullable(),
  signedOffAt: z.string().nullable(),
});
export type ComplianceReportRow = z.infer<typeof complianceReportRowSchema>;

export const complianceReportQuerySchema = paginationQuerySchema.extend({
  courseId: z.string().max(64).optional(),
  compliance: complianceSchema.optional(),
  q: z.string().trim().max(254).optional(),
  format: reportFormatSchema,
});

/** The compliance list and how many rows (under the same filters, any state) are in each state. */
export const complianceReportSchema = z.object({
  items: z.array(complianceReportRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({
    valid: z.number().int(),
    expiring: z.number().int(),
    expired: z.number().int(),
    never: z.number().int(),
  }),
});

const counted = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, count: z.number().int() });

export const questionReportRowSchema = z.object({
  slideId: z.string(),
  position: z.number().int(),
  /** The interaction (choice when the quiz has no type). */
  type: z.enum(QUIZ_TYPES),
  question: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Null with no answers, and always for a poll (nothing is correct). */
  correctRate: z.number().int().nullable(),
  /** Polls: how many chose each option. */
  distribution: z.array(counted({ option: z.string() })).optional(),
  /** Ordering and matching: the wrong answer given most often, in words; null when none. */
  commonWrong: counted({ answer: z.string() }).nullable().optional(),
  /** Fill-in-the-blank: each blank's most common wrong entries (up to three). */
  blanks: z
    .array(z.object({ blank: z.number().int(), wrong: z.array(counted({ entry: z.string() })) }))
    .optional(),
});
export type QuestionReportRow = z.infer<typeof questionReportRowSchema>;

export const questionReportQuerySchema = z.object({
  courseId: z.string().max(64),
  format: reportFormatSchema,
});

/** A person's address as a URL-safe id, and back. */
export const personIdOf = (email: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(email)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
/** Null for an id that is not an address's: not base64, not UTF-8, or with control characters. */
export function emailOfPersonId(id: string): string | null {
  try {
    const binary = atob(id.replaceAll('-', '+').replaceAll('_', '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
    // A NUL would reach PostgreSQL as an error (a 500), not as "no such person".
    const control = [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
    return control ? null : text;
  } catch {
    return null;
  }
}

/**
 * Reminds people of their overdue, unfinished work (of one course, when given): one
 * e-mail per person listing it. `userIds` are report `personId`s or account ids.
 */
export const remindOverdueSchema = z.object({
  courseId: z.string().min(1).max(64).optional(),
  userIds: bulkIdsSchema,
});
