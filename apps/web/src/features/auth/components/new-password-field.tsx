import type { ComponentProps } from 'react';
import type { PasswordRule } from '@slidewise/shared/auth/password-policy';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { PasswordChecklist } from './password-requirements';

/**
 * A new password, with the policy's checklist under it ticked off live as it is typed
 * (`serverFailed`: the rules the server last refused it for). Takes `register()`.
 */
export function NewPasswordField({
  label,
  password,
  serverFailed,
  error,
  ...input
}: {
  label: string;
  /** What is typed so far. */
  password: string;
  serverFailed: readonly PasswordRule[] | null;
  /** A translation key. */
  error?: string | undefined;
} & Omit<ComponentProps<'input'>, 'type' | 'autoComplete'>) {
  return (
    <FormField
      label={label}
      required
      error={error}
      description={<PasswordChecklist password={password} serverFailed={serverFailed} />}
    >
      {(field) => (
        <Input
          {...field}
          {...input}
          // A password the server refused is wrong, though no browser check caught it.
          aria-invalid={field['aria-invalid'] || Boolean(serverFailed?.length)}
          type="password"
          autoComplete="new-password"
        />
      )}
    </FormField>
  );
}
