import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { paginationQuerySchema } from '../http/pagination.js';
import { trainingSettingsSchema } from '../learning/certification.js';
import { accentProblem } from './contrast.js';
import { courseThemeSchema, DEFAULT_THEME } from './theme.js';

/** A theme as a leader sets it: its accent colours the titles, so it must read on the theme. */
export const courseThemeInputSchema = courseThemeSchema.superRefine((theme, ctx) => {
  const problem = accentProblem(theme);
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      path: ['accent'],
      message: `Titles in this colour have a contrast of ${problem.ratio}:1 on the slide background; they need at least ${problem.needed}:1.`,
    });
  }
});

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export const courseStatusSchema = z.enum(COURSE_STATUSES);
export type CourseStatus = z.infer<typeof courseStatusSchema>;

export const COURSE_TITLE_MAX = 120;
export const COURSE_DESCRIPTION_MAX = 2000;

const title = z.string().trim().min(1).max(COURSE_TITLE_MAX);
const description = z.string().trim().max(COURSE_DESCRIPTION_MAX);

export const courseCreateSchema = z.object({
  title,
  description: description.default(''),
  language: z.enum(LANGUAGES).default('en'),
  coverImageId: z.string().min(1).max(64).nullable().default(null),
  theme: courseThemeInputSchema.optional(),
});

/** `POST /courses`: a blank course, or one started from a template (the title then optional). */
export const courseCreateRequestSchema = courseCreateSchema
  .extend({
    title: title.optional(),
    /** A starter course from `GET /api/v1/course-templates`. */
    templateId: z.string().min(1).max(64).optional(),
  })
  .refine((input) => input.title !== undefined || input.templateId !== undefined, {
    path: ['title'],
    message: 'Give the course a title.',
  });
export type CourseCreateInput = z.input<typeof courseCreateSchema>;

export const courseUpdateSchema = z.object({
  /** The version the change was based on; a stale one gets 409. */
  version: z.number().int().min(1),
  title: title.optional(),
  description: description.optional(),
  language: z.enum(LANGUAGES).optional(),
  status: courseStatusSchema.optional(),
  coverImageId: z.string().min(1).max(64).nullable().optional(),
  theme: courseThemeInputSchema.optional(),
  ...trainingSettingsSchema.partial().shape,
  /** With status published: every assignee must take the course again (a new round). */
  retrain: z.boolean().optional(),
});
export type CourseUpdateInput = z.infer<typeof courseUpdateSchema>;

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  coverImage: z.string().nullable(),
  coverImageId: z.string().nullable(),
  language: z.enum(LANGUAGES),
  status: courseStatusSchema,
  estimatedMinutes: z.number().int(),
  slideCount: z.number().int(),
  /** People who would lose access if the course were deleted. */
  assigneeCount: z.number().int(),
  theme: courseThemeSchema.default(DEFAULT_THEME),
  version: z.number().int(),
  ...trainingSettingsSchema.shape,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const COURSE_SORTS = ['updated', 'title', 'created'] as const;

export const courseListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(120).optional(),
  status: courseStatusSchema.optional(),
  sort: z.enum(COURSE_SORTS).default('updated'),
  order: z.enum(['asc', 'desc']).optional(),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;
