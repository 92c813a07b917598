import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseTemplateListSchema } from '@slidewise/shared/courses/course-template';
import type { Language } from '@slidewise/shared/i18n/languages';
import { apiRequest } from '@/lib/api-client';
import { courseKeys } from './course-keys';

export function getCourseTemplates(language: Language, signal?: AbortSignal) {
  return apiRequest(`/api/v1/course-templates?language=${language}`, {
    schema: courseTemplateListSchema,
    signal,
  });
}

export const courseTemplatesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...courseKeys.all, 'templates', language] as const,
    queryFn: ({ signal }) => getCourseTemplates(language, signal),
    // The starter courses ship with the app: they do not change while it runs.
    staleTime: Infinity,
    // The picker shows its own failure, with a retry and the blank course still there.
    meta: { handlesErrors: true },
  });

export function useCourseTemplates(language: Language) {
  return useQuery(courseTemplatesQueryOptions(language));
}
