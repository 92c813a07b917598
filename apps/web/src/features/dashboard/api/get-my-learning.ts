import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { learningCardSchema } from '@slidewise/shared/learning/assignment';
import { apiRequest } from '@/lib/api-client';

const learningListSchema = z.object({ items: z.array(learningCardSchema) });

/** The signed-in person's own assigned courses, for their summary. */
export async function getMyLearning(signal?: AbortSignal) {
  const { items } = await apiRequest('/api/v1/learning', { schema: learningListSchema, signal });
  return items;
}

export const myLearningQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'my-learning'],
    queryFn: ({ signal }) => getMyLearning(signal),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export function useMyLearning() {
  return useQuery(myLearningQueryOptions());
}
