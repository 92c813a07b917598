import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  subscriptionDetailsSchema,
  type SubscriptionDetails,
} from '@slidewise/shared/subscription/plans';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * The signed-in leader's subscription, or null for a learner-only account (the API
 * answers 404 there: that is an answer, not a failure).
 */
export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionDetails | null> {
  try {
    return await apiRequest('/api/v1/subscription', { schema: subscriptionDetailsSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['subscription'],
    queryFn: ({ signal }) => getSubscription(signal),
    // The screen shows its own error; the trial popup only logs one (seed section 8).
    meta: { handlesErrors: true },
  });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
