import { checkPassword, type PasswordPolicy } from '@slidewise/shared/auth/password-policy';
import { AppError } from '../../lib/app-error.js';

/** Refuses a password the configured policy does not allow, naming every rule it fails. */
export function assertPasswordAllowed(
  password: string,
  policy: PasswordPolicy,
  field = 'password',
) {
  const failed = checkPassword(password, policy);
  if (failed.length > 0) {
    throw new AppError(
      422,
      'password-does-not-meet-requirements',
      'The password does not meet the requirements.',
      { field, failed, policy },
    );
  }
}
