import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signInSchema } from '@slidewise/shared/auth/schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { setServerFieldErrors, validationErrorMap } from '@/lib/validation-messages';
import { useSignIn } from '../api/sign-in';

/** Email and password; `onTwoFactor` when the account asks for its second factor next. */
export function SignInForm({
  onSuccess,
  onTwoFactor,
}: {
  onSuccess: () => unknown;
  onTwoFactor: () => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signInSchema, { error: validationErrorMap }),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useSignIn({
    onSuccess: (result) => (result.twoFactor ? onTwoFactor() : onSuccess()),
  });

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onError: (error) => setServerFieldErrors(error, setError, ['email', 'password']),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {signIn.isError && <Alert tone="error">{errorMessage(t, signIn.error)}</Alert>}
      <FormField label={t('auth.fields.email')} required error={errors.email?.message}>
        {(control) => (
          <Input {...control} {...register('email')} type="email" autoComplete="email" />
        )}
      </FormField>
      <div className="space-y-2">
        <FormField label={t('auth.fields.password')} required error={errors.password?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('password')}
              type="password"
              autoComplete="current-password"
            />
          )}
        </FormField>
        <p className="text-end text-sm">
          <Link
            to={paths.forgotPassword}
            className="font-medium text-primary-700 dark:text-primary-300 hover:underline"
          >
            {t('auth.signIn.forgot')}
          </Link>
        </p>
      </div>
      <Button type="submit" fullWidth isLoading={signIn.isPending}>
        {t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
