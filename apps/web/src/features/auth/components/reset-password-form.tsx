import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useResetPassword } from '../api/reset-password';
import { useFormErrors } from '../hooks/use-form-errors';
import { usePasswordRejection } from '../hooks/use-password-rejection';
import { NewPasswordField } from './new-password-field';
import { PasswordRejectedAlert } from './password-requirements';

const FIELDS = ['newPassword'] as const;

export function ResetPasswordForm({
  token,
  onSuccess,
}: {
  token: string;
  onSuccess: () => unknown;
}) {
  const { t } = useTranslation();
  const { errors, submit, onChange, showServerErrors } = useFormErrors(FIELDS);
  const [newPassword, setNewPassword] = useState('');
  const reset = useResetPassword({ onSuccess });
  const rejection = usePasswordRejection();
  const serverFailed = rejection.failedFor(newPassword);

  const onSubmit = submit((values) =>
    reset.mutate(
      { ...values, token },
      {
        onError: (error) => {
          if (!rejection.handle(error, values.newPassword)) showServerErrors(error);
        },
      },
    ),
  );

  const code = reset.error?.code;
  return (
    <form noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-5">
      {code === 'invalid_token' ? (
        <Alert tone="error">
          <p>{t('errors.invalid_token')}</p>
          <Link href={paths.forgotPassword} className="font-semibold underline">
            {t('auth.reset.requestNew')}
          </Link>
        </Alert>
      ) : (
        reset.isError &&
        code !== 'password-does-not-meet-requirements' && (
          <Alert tone="error">{errorMessage(t, reset.error)}</Alert>
        )
      )}
      {serverFailed && <PasswordRejectedAlert failed={serverFailed} />}
      <NewPasswordField
        label={t('auth.fields.newPassword')}
        password={newPassword}
        serverFailed={serverFailed}
        error={errors.newPassword}
        name="newPassword"
        maxLength={1024}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <Button type="submit" fullWidth isLoading={reset.isPending}>
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}
