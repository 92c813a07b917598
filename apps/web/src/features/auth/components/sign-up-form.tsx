import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSignUp } from '../api/sign-up';
import { useFormErrors } from '../hooks/use-form-errors';
import { usePasswordRejection } from '../hooks/use-password-rejection';
import { EmailField } from './magic-link-form';
import { NewPasswordField } from './new-password-field';
import { PasswordRejectedAlert } from './password-requirements';

const FIELDS = ['name', 'email', 'password'] as const;

/**
 * Name, address and password. On success the caller shows "check your e-mail" for
 * `email`: the answer is the same whether or not the address already has an account.
 */
export function SignUpForm({
  callbackURL,
  onSuccess,
}: {
  callbackURL?: string;
  onSuccess: (email: string) => unknown;
}) {
  const { t } = useTranslation();
  const { errors, submit, onChange, showServerErrors } = useFormErrors(FIELDS);
  const [password, setPassword] = useState('');
  const signUp = useSignUp({ onSuccess: (_, values) => onSuccess(values.email) });
  const rejection = usePasswordRejection();
  const serverFailed = rejection.failedFor(password);

  const onSubmit = submit((values) =>
    signUp.mutate(
      { ...values, callbackURL },
      {
        onError: (error) => {
          if (rejection.handle(error, values.password)) return;
          showServerErrors(error);
        },
      },
    ),
  );

  // A refused password is shown at its field; anything else above the form.
  const formError =
    signUp.error instanceof ApiError && signUp.error.code !== 'password-does-not-meet-requirements'
      ? signUp.error
      : null;

  return (
    <form noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-5">
      {formError && <Alert tone="error">{errorMessage(t, formError)}</Alert>}
      {serverFailed && <PasswordRejectedAlert failed={serverFailed} />}
      <FormField label={t('auth.fields.name')} required error={errors.name}>
        {(field) => (
          <Input {...field} name="name" type="text" maxLength={100} autoComplete="name" />
        )}
      </FormField>
      <EmailField error={errors.email} />
      <NewPasswordField
        label={t('auth.fields.password')}
        password={password}
        serverFailed={serverFailed}
        error={errors.password}
        name="password"
        maxLength={1024}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" fullWidth isLoading={signUp.isPending}>
        {t('auth.signUp.submit')}
      </Button>
    </form>
  );
}
