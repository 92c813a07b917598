import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages.js';

/** `GET /api/v1/course-templates?language=xx`: the starter courses, written in that language. */
export const courseTemplateListQuerySchema = z.object({
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});

export const courseTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  slideCount: z.number().int(),
});
export type CourseTemplate = z.infer<typeof courseTemplateSchema>;

export const courseTemplateListSchema = z.object({ items: z.array(courseTemplateSchema) });
