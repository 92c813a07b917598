import type { CourseTemplate } from '@slidewise/shared/courses/course-template';
import { slideMinutes } from '@slidewise/shared/courses/duration';
import { normaliseQuiz, quizTypeOf } from '@slidewise/shared/courses/quiz';
import { EMPTY_DOC } from '@slidewise/shared/courses/rich-text';
import { slideCreateSchema } from '@slidewise/shared/courses/slide';
import type { Language } from '@slidewise/shared/i18n/languages';
import type { Insertable } from 'kysely';
import type { SlidesTable } from '../../db/schema.js';
import { validationFailed } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { onboarding } from './onboarding.js';
import { policyAcknowledgement } from './policy-acknowledgement.js';
import { productTraining } from './product-training.js';
import { safetyBriefing } from './safety-briefing.js';
import type { CourseTemplateDefinition, TemplateCourse } from './template-content.js';

/** The starter courses `/course/new` offers, in the order it shows them. */
export const COURSE_TEMPLATES: readonly CourseTemplateDefinition[] = [
  onboarding,
  safetyBriefing,
  policyAcknowledgement,
  productTraining,
];

export function listCourseTemplates(language: Language): CourseTemplate[] {
  return COURSE_TEMPLATES.map(({ id, content }) => ({
    id,
    title: content[language].title,
    description: content[language].description,
    slideCount: content[language].slides.length,
  }));
}

/** A template by id, or a 422 naming `templateId` (it is a field of the request body). */
export function findCourseTemplate(id: string): CourseTemplateDefinition {
  const template = COURSE_TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) {
    throw validationFailed([
      { path: 'templateId', code: 'unknown_template', message: 'There is no such template.' },
    ]);
  }
  return template;
}

/**
 * A template's slides as rows of a new course. Each goes through the same schema a
 * leader's new slide does, so a starter course is exactly what the editor could make.
 */
export function templateSlideRows(
  content: TemplateCourse,
  courseId: string,
  now: string,
): Insertable<SlidesTable>[] {
  return content.slides.map((input, position) => {
    const slide = slideCreateSchema.parse(input);
    const body = slide.body ?? (slide.kind === 'content' ? EMPTY_DOC : null);
    return {
      id: newId(),
      course_id: courseId,
      position,
      kind: slide.kind,
      layout: slide.layout,
      title: slide.title,
      subtitle: slide.subtitle || null,
      body: body ? JSON.stringify(body) : null,
      media: null,
      background: null,
      notes: slide.notes || null,
      cards: slide.cards ? JSON.stringify(slide.cards) : null,
      quiz: slide.quiz ? JSON.stringify(normaliseQuiz(slide.quiz)) : null,
      quiz_type: slide.quiz ? quizTypeOf(slide.quiz) : null,
      minutes: slideMinutes({ kind: slide.kind, body }),
      version: 1,
      created_at: now,
      updated_at: now,
    };
  });
}
