import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signUpSchema } from '@slidewise/shared/auth/schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { setServerFieldErrors, validationErrorMap } from '@/lib/validation-messages';
import { useSignUp } from '../api/sign-up';
import { usePasswordRejection } from '../hooks/use-password-rejection';
import { PasswordChecklist, PasswordRejectedAlert } from './password-requirements';

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
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpSchema, { error: validationErrorMap }),
    defaultValues: { name: '', email: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const signUp = useSignUp({ onSuccess: (_, values) => onSuccess(values.email) });
  const rejection = usePasswordRejection();
  const serverFailed = rejection.failedFor(password);

  const onSubmit = handleSubmit((values) =>
    signUp.mutate(
      { ...values, callbackURL },
      {
        onError: (error) => {
          if (rejection.handle(error, values.password)) return;
          setServerFieldErrors(error, setError, ['name', 'email', 'password']);
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
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {formError && <Alert tone="error">{errorMessage(t, formError)}</Alert>}
      {serverFailed && <PasswordRejectedAlert failed={serverFailed} />}
      <FormField label={t('auth.fields.name')} required error={errors.name?.message}>
        {(field) => <Input {...field} {...register('name')} type="text" autoComplete="name" />}
      </FormField>
      <FormField label={t('auth.fields.email')} required error={errors.email?.message}>
        {(field) => <Input {...field} {...register('email')} type="email" autoComplete="email" />}
      </FormField>
      <FormField
        label={t('auth.fields.password')}
        required
        error={errors.password?.message}
        description={<PasswordChecklist password={password} serverFailed={serverFailed} />}
      >
        {(field) => (
          <Input {...field} {...register('password')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <Button type="submit" fullWidth isLoading={signUp.isPending}>
        {t('auth.signUp.submit')}
      </Button>
    </form>
  );
}
