import { slideSchema, type Slide, type SlideUpdateInput } from '@slidewise/shared/courses/slide';
import { apiRequest } from '@/lib/api-client';
import { slidesPath } from './slides-path';

/** Saves a slide's changes; a stale `version` is answered 409 with details.current. */
export function updateSlide(
  courseId: string,
  slideId: string,
  input: SlideUpdateInput,
): Promise<Slide> {
  return apiRequest(`${slidesPath(courseId)}/${encodeURIComponent(slideId)}`, {
    method: 'PATCH',
    body: input,
    schema: slideSchema,
  });
}
