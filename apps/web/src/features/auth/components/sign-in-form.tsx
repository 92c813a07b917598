import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useSignIn } from '../api/sign-in';
import { useFormErrors } from '../hooks/use-form-errors';

const FIELDS = ['email', 'password'] as const;

/** Email and password; `onTwoFactor` when the account asks for its second factor next. */
export function SignInForm({
  onSuccess,
  onTwoFactor,
}: {
  onSuccess: () => unknown;
  onTwoFactor: () => void;
}) {
  const { t } = useTranslation();
  const { errors, submit, onChange, showServerErrors } = useFormErrors(FIELDS);
  const signIn = useSignIn({
    onSuccess: (result) => (result.twoFactor ? onTwoFactor() : onSuccess()),
  });

  const onSubmit = submit((values) => signIn.mutate(values, { onError: showServerErrors }));

  return (
    <form noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-5">
      {signIn.isError && <Alert tone="error">{errorMessage(t, signIn.error)}</Alert>}
      <FormField label={t('auth.fields.email')} required error={errors.email}>
        {(control) => (
          <Input {...control} name="email" type="email" maxLength={254} autoComplete="email" />
        )}
      </FormField>
      <div className="space-y-2">
        <FormField label={t('auth.fields.password')} required error={errors.password}>
          {(control) => (
            <Input
              {...control}
              name="password"
              type="password"
              maxLength={1024}
              autoComplete="current-password"
            />
          )}
        </FormField>
        <p className="text-end text-sm">
          <Link
            href={paths.forgotPassword}
            className="inline-flex min-h-6 items-center font-medium text-primary-700 pointer-coarse:min-h-11 dark:text-primary-300 hover:underline"
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
