import { useMutation } from '@tanstack/react-query';
import type { MagicLinkInput } from '@slidewise/shared/auth/schemas';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** E-mails a sign-in link (15 minutes, single use); the answer is the same for any address. */
export async function requestMagicLink(input: MagicLinkInput): Promise<void> {
  await apiRequest('/api/auth/sign-in/magic-link', { method: 'POST', body: input });
}

export function useRequestMagicLink(config: MutationConfig<typeof requestMagicLink> = {}) {
  // The form shows every failure itself.
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: requestMagicLink });
}
