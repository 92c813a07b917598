import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { redirectSchema, type checkoutSchema } from '@slidewise/shared/subscription/plans';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** Opens a Stripe Checkout session; the answer is where to send the browser. */
export function startCheckout(input: CheckoutInput): Promise<{ url: string }> {
  return apiRequest('/api/v1/billing/checkout', {
    method: 'POST',
    body: input,
    schema: redirectSchema,
  });
}

export function useStartCheckout(config: MutationConfig<typeof startCheckout> = {}) {
  // The plan cards show the failure (billing not configured, …) themselves.
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: startCheckout });
}
