import { z } from 'zod';

export const passwordPolicySchema = z.object({
  minLength: z.number().int().positive(),
  maxLength: z.number().int().positive(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  maxLength: 128,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

/** The rules a password can fail; each is also a translation key (`password.rules.<rule>`). */
export const PASSWORD_RULES = [
  'minLength',
  'maxLength',
  'requireLowercase',
  'requireUppercase',
  'requireNumeric',
  'requireNonAlphanumeric',
  'notCommon',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

// The most common passwords of at least 8 characters in public breach lists.
// Kept short on purpose: it stops the obvious, the length rule does the rest.
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  '11111111',
  '00000000',
  '87654321',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'trustno1',
  'welcome1',
  'letmein1',
  'abc12345',
  'abcd1234',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'asdfghjk',
  'starwars',
  'whatever',
  'changeme',
  'admin123',
  'computer',
  'michelle',
  'jennifer',
  'internet',
  'slidewise',
]);

/** Returns the rules the password breaks, in a stable order; empty when it passes. */
export function checkPassword(password: string, policy: PasswordPolicy): PasswordRule[] {
  const failed: PasswordRule[] = [];
  const length = [...password].length;
  if (length < policy.minLength) failed.push('minLength');
  if (length > policy.maxLength) failed.push('maxLength');
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) failed.push('requireLowercase');
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) failed.push('requireUppercase');
  if (policy.requireNumeric && !/\p{Nd}/u.test(password)) failed.push('requireNumeric');
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{Nd}]/u.test(password)) {
    failed.push('requireNonAlphanumeric');
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) failed.push('notCommon');
  return failed;
}

/** The rules that apply under a policy, for showing a live checklist while someone types. */
export function activeRules(policy: PasswordPolicy): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => {
    if (rule === 'minLength' || rule === 'maxLength' || rule === 'notCommon') return true;
    return policy[rule];
  });
}
