import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseSchema, type Course } from '@slidewise/shared/courses/course';
import { apiRequest } from '@/lib/api-client';

export function getCourse(courseId: string, signal?: AbortSignal): Promise<Course> {
  return apiRequest(`/api/v1/courses/${encodeURIComponent(courseId)}`, {
    schema: courseSchema,
    signal,
  });
}

export const editorCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['slide-editor', 'course', courseId],
    queryFn: ({ signal }) => getCourse(courseId, signal),
    // The editor shows the 404 page (or its own error) itself.
    meta: { handlesErrors: true },
  });

export function useEditorCourse(courseId: string) {
  return useQuery(editorCourseQueryOptions(courseId));
}
