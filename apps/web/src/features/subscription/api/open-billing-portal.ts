import { useMutation } from '@tanstack/react-query';
import { redirectSchema } from '@slidewise/shared/subscription/plans';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Opens the Stripe customer portal; the answer is where to send the browser. */
export function openBillingPortal(): Promise<{ url: string }> {
  return apiRequest('/api/v1/billing/portal', {
    method: 'POST',
    body: {},
    schema: redirectSchema,
  });
}

export function useOpenBillingPortal(config: MutationConfig<typeof openBillingPortal> = {}) {
  // The current plan card shows the failure itself.
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: openBillingPortal });
}
