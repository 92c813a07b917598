import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * E-mails the address a new confirmation link (the answer is the same for any address);
 * `callbackURL` is where the link lands once it has signed the person in.
 */
export async function sendVerificationEmail(input: {
  email: string;
  callbackURL?: string;
}): Promise<void> {
  await apiRequest('/api/auth/send-verification-email', { method: 'POST', body: input });
}

export function useSendVerificationEmail(
  config: MutationConfig<typeof sendVerificationEmail> = {},
) {
  return useMutation({
    meta: { handlesErrors: true },
    ...config,
    mutationFn: sendVerificationEmail,
  });
}
