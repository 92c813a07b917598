import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  courseSchema,
  type Course,
  type courseCreateRequestSchema,
} from '@slidewise/shared/courses/course';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { courseKeys } from './course-keys';

/** A blank course, or one from a starter course (`templateId`, the title then optional). */
export function createCourse(input: z.input<typeof courseCreateRequestSchema>): Promise<Course> {
  return apiRequest('/api/v1/courses', { method: 'POST', body: input, schema: courseSchema });
}

export function useCreateCourse(config: MutationConfig<typeof createCourse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form reports the outcome itself (a promise toast, inline errors, the plan notice).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: createCourse,
    onSuccess: (course, ...rest) => {
      queryClient.setQueryData(courseKeys.detail(course.id), course);
      void queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
      return config.onSuccess?.(course, ...rest);
    },
  });
}
