import { slideSchema, type Slide, type SlideCreateInput } from '@slidewise/shared/courses/slide';
import { apiRequest } from '@/lib/api-client';
import { slidesPath } from './slides-path';

// Called by the editor's store (lib/editor-store.ts), which keeps the slides; no hook.
export function createSlide(courseId: string, input: SlideCreateInput): Promise<Slide> {
  return apiRequest(slidesPath(courseId), { method: 'POST', body: input, schema: slideSchema });
}
