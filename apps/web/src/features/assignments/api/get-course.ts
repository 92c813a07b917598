import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseSchema, type Course } from '@slidewise/shared/courses/course';
import { apiRequest } from '@/lib/api-client';
import { assignmentKeys } from './assignment-keys';

/** The course being assigned: its title, and whether it is published. */
export function getCourse(courseId: string, signal?: AbortSignal): Promise<Course> {
  return apiRequest(`/api/v1/courses/${encodeURIComponent(courseId)}`, {
    schema: courseSchema,
    signal,
  });
}

export const courseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: assignmentKeys.course(courseId),
    queryFn: ({ signal }) => getCourse(courseId, signal),
    // Published or not decides what the screen offers: read it afresh.
    staleTime: 0,
    // A missing course (or another leader's) is the 404 page, drawn by the screen.
    meta: { handlesErrors: true },
  });

export function useCourse(courseId: string) {
  return useQuery(courseQueryOptions(courseId));
}
