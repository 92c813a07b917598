import { PASSWORD_RULES } from '@slidewise/shared/auth/password-policy';
import { ERROR_CODES } from '@slidewise/shared/http/errors';

/**
 * Translation keys the code builds at run time (`t(\`errors.${code}\`)`), by family.
 * The locale test counts them as used, and checks that every member has a sentence.
 * Add a family here whenever a key is built from a value.
 */
export const DYNAMIC_KEYS: { prefix: string; values: readonly string[] }[] = [
  // Server codes, and the client's own (api-client.ts).
  { prefix: 'errors', values: [...ERROR_CODES, 'unknown', 'network_error', 'invalid_response'] },
  { prefix: 'password.rules', values: PASSWORD_RULES },
  { prefix: 'password', values: ['met', 'unmet'] },
];
