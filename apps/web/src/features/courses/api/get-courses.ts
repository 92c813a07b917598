import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { courseSchema } from '@slidewise/shared/courses/course';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { apiRequest } from '@/lib/api-client';
import { apiSearch, type CourseFilters } from '../lib/course-filters';
import { courseKeys } from './course-keys';

const coursePageSchema = paginatedSchema(courseSchema);

export function getCourses(filters: CourseFilters, signal?: AbortSignal) {
  return apiRequest(`/api/v1/courses?${apiSearch(filters)}`, {
    schema: coursePageSchema,
    signal,
  });
}

export const coursesQueryOptions = (filters: CourseFilters) =>
  queryOptions({
    queryKey: courseKeys.list(apiSearch(filters)),
    queryFn: ({ signal }) => getCourses(filters, signal),
    // The last page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
    // The list shows its own failure, with a retry.
    meta: { handlesErrors: true },
  });

export function useCourses(filters: CourseFilters) {
  return useQuery(coursesQueryOptions(filters));
}
