import { apiRequest } from '@/lib/api-client';
import { slidesPath } from './slides-path';

export async function deleteSlide(courseId: string, slideId: string): Promise<void> {
  await apiRequest(`${slidesPath(courseId)}/${encodeURIComponent(slideId)}`, { method: 'DELETE' });
}
