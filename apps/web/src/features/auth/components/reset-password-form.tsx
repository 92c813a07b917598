import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resetPasswordSchema } from '@slidewise/shared/auth/schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { setServerFieldErrors, validationErrorMap } from '@/lib/validation-messages';
import { useResetPassword } from '../api/reset-password';
import { usePasswordRejection } from '../hooks/use-password-rejection';
import { PasswordChecklist, PasswordRejectedAlert } from './password-requirements';

export function ResetPasswordForm({
  token,
  onSuccess,
}: {
  token: string;
  onSuccess: () => unknown;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema, { error: validationErrorMap }),
    defaultValues: { newPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const reset = useResetPassword({ onSuccess });
  const rejection = usePasswordRejection();
  const serverFailed = rejection.failedFor(newPassword);

  const onSubmit = handleSubmit((values) =>
    reset.mutate(
      { ...values, token },
      {
        onError: (error) => {
          if (!rejection.handle(error, values.newPassword))
            setServerFieldErrors(error, setError, ['newPassword']);
        },
      },
    ),
  );

  const code = reset.error?.code;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {code === 'invalid_token' ? (
        <Alert tone="error">
          <p>{t('errors.invalid_token')}</p>
          <Link to={paths.forgotPassword} className="font-semibold underline">
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
      <FormField
        label={t('auth.fields.newPassword')}
        required
        error={errors.newPassword?.message}
        description={<PasswordChecklist password={newPassword} serverFailed={serverFailed} />}
      >
        {(field) => (
          <Input
            {...field}
            {...register('newPassword')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <Button type="submit" fullWidth isLoading={reset.isPending}>
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}
