import { z } from 'zod';
import type { PasswordPolicy } from './password-rules.js';

export * from './password-rules.js';

/** `GET /api/v1/auth/password-policy` (the sign-up screen checks it with asPasswordPolicy). */
export const passwordPolicySchema = z.object({
  minLength: z.number().int().positive(),
  maxLength: z.number().int().positive(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
}) satisfies z.ZodType<PasswordPolicy>;
