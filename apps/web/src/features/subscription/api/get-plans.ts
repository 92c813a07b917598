import { queryOptions, useQuery } from '@tanstack/react-query';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { planSchema, type Plan } from '@slidewise/shared/subscription/plans';
import { apiRequest } from '@/lib/api-client';

const plansSchema = paginatedSchema(planSchema);

export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  const page = await apiRequest('/api/v1/plans', { schema: plansSchema, signal });
  return page.items;
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => getPlans(signal),
    // Plans change with a deployment, not during a visit.
    staleTime: 60 * 60 * 1000,
    meta: { handlesErrors: true },
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
