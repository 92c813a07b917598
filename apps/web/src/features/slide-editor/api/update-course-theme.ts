import { courseSchema, type Course } from '@slidewise/shared/courses/course';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import { apiRequest } from '@/lib/api-client';

/** Saves the course theme; a stale `version` is answered 409 with details.current. */
export function updateCourseTheme(
  courseId: string,
  input: { version: number; theme: CourseTheme },
): Promise<Course> {
  return apiRequest(`/api/v1/courses/${encodeURIComponent(courseId)}`, {
    method: 'PATCH',
    body: input,
    schema: courseSchema,
  });
}
