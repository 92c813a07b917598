import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseSchema } from '@slidewise/shared/courses/course';
import { apiRequest } from '@/lib/api-client';
import { courseKeys } from './course-keys';

export function getCourse(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/v1/courses/${encodeURIComponent(id)}`, { schema: courseSchema, signal });
}

export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) => getCourse(id, signal),
    // Fetched again on every visit: an edit must start from the latest version.
    staleTime: 0,
    // A missing course (or another leader's) is the 404 page, drawn by the screen.
    meta: { handlesErrors: true },
  });

export function useCourse(id: string) {
  return useQuery(courseQueryOptions(id));
}
