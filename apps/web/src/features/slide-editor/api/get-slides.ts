import { queryOptions, useQuery } from '@tanstack/react-query';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { slideSchema, type Slide } from '@slidewise/shared/courses/slide';
import { apiRequest } from '@/lib/api-client';
import { slidesPath } from './slides-path';

const PAGE_SIZE = 100;
const slidePageSchema = paginatedSchema(slideSchema);

function getSlidePage(courseId: string, page: number, signal?: AbortSignal) {
  return apiRequest(`${slidesPath(courseId)}?page=${page}&pageSize=${PAGE_SIZE}`, {
    schema: slidePageSchema,
    signal,
  });
}

/** Every slide of the course in order: the first page, then the others at once. */
export async function getAllSlides(courseId: string, signal?: AbortSignal): Promise<Slide[]> {
  const first = await getSlidePage(courseId, 1, signal);
  const pages = Math.ceil(first.total / PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => getSlidePage(courseId, i + 2, signal)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

export const editorSlidesQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['slide-editor', 'slides', courseId],
    queryFn: ({ signal }) => getAllSlides(courseId, signal),
    meta: { handlesErrors: true },
    // The editor keeps its own copy once loaded; a revisit loads afresh.
    staleTime: 0,
    gcTime: 0,
  });

export function useEditorSlides(courseId: string) {
  return useQuery(editorSlidesQueryOptions(courseId));
}
