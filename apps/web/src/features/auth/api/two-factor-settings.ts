import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

const enableResultSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof enableResultSchema>;

/** Starts turning two-factor on: the authenticator's secret (as a URI) and ten backup codes. */
export function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  return apiRequest('/api/auth/two-factor/enable', {
    method: 'POST',
    body: { password },
    schema: enableResultSchema,
  });
}

/** A first code from the authenticator proves the setup; two-factor is on from then. */
export async function confirmTwoFactor(code: string): Promise<void> {
  await apiRequest('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    body: { code: code.trim() },
  });
}

/** Turns two-factor off: the password and a fresh code. */
export async function disableTwoFactor(input: { password: string; code: string }): Promise<void> {
  await apiRequest('/api/auth/two-factor/disable', {
    method: 'POST',
    body: { password: input.password, code: input.code.trim() },
  });
}

// Each step's form shows its own failure.
export const useEnableTwoFactor = (config: MutationConfig<typeof enableTwoFactor> = {}) =>
  useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: enableTwoFactor });
export const useConfirmTwoFactor = (config: MutationConfig<typeof confirmTwoFactor> = {}) =>
  useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: confirmTwoFactor });
export const useDisableTwoFactor = (config: MutationConfig<typeof disableTwoFactor> = {}) =>
  useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: disableTwoFactor });
