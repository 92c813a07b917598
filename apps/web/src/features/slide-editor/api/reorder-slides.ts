import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { slidesPath } from './slides-path';

/** The full ordered list of the course's slide ids; anything else is answered 422. */
export async function reorderSlides(courseId: string, slideIds: string[]): Promise<void> {
  await apiRequest(`${slidesPath(courseId)}/order`, {
    method: 'PUT',
    body: { slideIds },
    schema: z.object({ slideIds: z.array(z.string()) }),
  });
}
