import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { learningCardSchema, type LearningCard } from '@slidewise/shared/learning/assignment';
import { apiRequest } from '@/lib/api-client';

const learningListSchema = z.object({ items: z.array(learningCardSchema) });

/** The courses assigned to the signed-in person, whoever assigned them. */
export async function getLearning(signal?: AbortSignal): Promise<LearningCard[]> {
  const { items } = await apiRequest('/api/v1/learning', { schema: learningListSchema, signal });
  return items;
}

export const learningQueryOptions = () =>
  queryOptions({
    queryKey: ['learning', 'list'],
    queryFn: ({ signal }) => getLearning(signal),
    // The screen shows a failure in place, with a retry.
    meta: { handlesErrors: true },
    // Progress moves on other devices too: fresh on every visit.
    staleTime: 0,
  });

export function useLearning() {
  return useQuery(learningQueryOptions());
}
