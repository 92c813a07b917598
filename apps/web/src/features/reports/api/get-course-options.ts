import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseSchema } from '@slidewise/shared/courses/course';
import { MAX_PAGE_SIZE, paginatedSchema } from '@slidewise/shared/http/pagination';
import { apiRequest } from '@/lib/api-client';

const coursePageSchema = paginatedSchema(courseSchema);

/** The leader's courses by title, to choose whose quiz questions to look at. */
export async function getCourseOptions(signal?: AbortSignal) {
  const { items } = await apiRequest(
    `/api/v1/courses?pageSize=${MAX_PAGE_SIZE}&sort=title&order=asc`,
    { schema: coursePageSchema, signal },
  );
  return items.map(({ id, title, status }) => ({ id, title, status }));
}

export const courseOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['reports', 'course-options'],
    queryFn: ({ signal }) => getCourseOptions(signal),
    meta: { handlesErrors: true },
  });

export function useCourseOptions() {
  return useQuery(courseOptionsQueryOptions());
}
