// The password rules without zod, so that the sign-in screens can use them without loading it
// (password-policy.ts adds the schema the API answers with).

export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
}

/** `value` when it is a password policy (what passwordPolicySchema accepts), else null. */
export function asPasswordPolicy(value: unknown): PasswordPolicy | null {
  if (typeof value !== 'object' || value === null) return null;
  const policy = value as Record<keyof PasswordPolicy, unknown>;
  const positive = (n: unknown) => Number.isInteger(n) && (n as number) > 0;
  const flags = [
    policy.requireLowercase,
    policy.requireUppercase,
    policy.requireNumeric,
    policy.requireNonAlphanumeric,
  ];
  if (!positive(policy.minLength) || !positive(policy.maxLength)) return null;
  if (!flags.every((flag) => typeof flag === 'boolean')) return null;
  return {
    minLength: policy.minLength as number,
    maxLength: policy.maxLength as number,
    requireLowercase: policy.requireLowercase as boolean,
    requireUppercase: policy.requireUppercase as boolean,
    requireNumeric: policy.requireNumeric as boolean,
    requireNonAlphanumeric: policy.requireNonAlphanumeric as boolean,
  };
}

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
