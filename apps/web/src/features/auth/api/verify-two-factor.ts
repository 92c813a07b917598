import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export interface TwoFactorProof {
  /** A code from the authenticator app, or one of the backup codes. */
  kind: 'totp' | 'backup';
  code: string;
  trustDevice: boolean;
}

/** Finishes a sign-in that asked for a second factor; the answer sets the session cookie. */
export async function verifyTwoFactor({ kind, code, trustDevice }: TwoFactorProof): Promise<void> {
  const path = kind === 'totp' ? 'verify-totp' : 'verify-backup-code';
  await apiRequest(`/api/auth/two-factor/${path}`, {
    method: 'POST',
    body: { code: code.trim(), trustDevice },
  });
}

export function useVerifyTwoFactor(config: MutationConfig<typeof verifyTwoFactor> = {}) {
  // The form shows every failure itself.
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: verifyTwoFactor });
}
