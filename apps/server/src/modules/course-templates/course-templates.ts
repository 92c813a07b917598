import type { CourseTemplate } from '@slidewise/shared/courses/course-template';
import type { Language } from '@slidewise/shared/i18n/languages';
import { validationFailed } from '../../lib/app-error.js';
import { onboarding } from './onboarding.js';
import { policyAcknowledgement } from './policy-acknowledgement.js';
import { productTraining } from './product-training.js';
import { safetyBriefing } from './safety-briefing.js';
import type { CourseTemplateDefinition } from './template-content.js';

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
