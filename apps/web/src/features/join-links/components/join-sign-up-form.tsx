import { zodResolver } from '@hookform/resolvers/zod';
import { GraduationCap } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PASSWORD_RULES, type PasswordRule } from '@slidewise/shared/auth/password-policy';
import { joinSignUpSchema } from '@slidewise/shared/groups/join-link';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { setServerFieldErrors, validationErrorMap } from '@/lib/validation-messages';
import { useSignUpToJoin } from '../api/join-group';

const rejectionSchema = z.object({ failed: z.array(z.enum(PASSWORD_RULES)) });

interface JoinSignUpFormProps {
  token: string;
  /** Then "check your e-mail": its link signs the account in and comes back to join. */
  onSignedUp: (email: string) => unknown;
  passwordChecklist: (password: string, serverFailed: readonly PasswordRule[] | null) => ReactNode;
}

/**
 * A new person's learner account (name, address, password). The answer is the same for an
 * address that has an account (its owner is e-mailed), so the form never says which.
 */
export function JoinSignUpForm({ token, onSignedUp, passwordChecklist }: JoinSignUpFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(joinSignUpSchema, { error: validationErrorMap }),
    defaultValues: { name: '', email: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const [rejection, setRejection] = useState<{ password: string; failed: PasswordRule[] } | null>(
    null,
  );
  const join = useSignUpToJoin();
  const serverFailed = rejection?.password === password ? rejection.failed : null;

  const onSubmit = handleSubmit((account) =>
    join.mutate(
      { token, account },
      {
        onSuccess: () => onSignedUp(account.email),
        onError: (error) => {
          if (error.code === 'password-does-not-meet-requirements') {
            const details = rejectionSchema.safeParse(error.details);
            setRejection({
              password: account.password,
              failed: details.success ? details.data.failed : [],
            });
          } else setServerFieldErrors(error, setError, ['name', 'email', 'password']);
        },
      },
    ),
  );

  const failure = join.error instanceof ApiError ? join.error : null;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure?.code === 'password-does-not-meet-requirements'
        ? serverFailed && (
            <Alert tone="error">{t('errors.password-does-not-meet-requirements')}</Alert>
          )
        : failure &&
          failure.code !== 'validation_failed' && (
            <Alert tone="error">{errorMessage(t, failure)}</Alert>
          )}
      <FormField label={t('join.signUp.name')} required error={errors.name?.message}>
        {(field) => <Input {...field} {...register('name')} autoComplete="name" />}
      </FormField>
      <FormField label={t('join.signUp.email')} required error={errors.email?.message}>
        {(field) => (
          <Input {...field} {...register('email')} type="email" dir="ltr" autoComplete="email" />
        )}
      </FormField>
      <FormField
        label={t('join.signUp.password')}
        required
        error={errors.password?.message}
        description={passwordChecklist(password, serverFailed)}
      >
        {(field) => (
          <Input {...field} {...register('password')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <div className="flex gap-3 rounded-lg bg-surface-sunken px-3 py-2.5 text-sm text-fg-muted">
        <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>{t('join.signUp.learnerNote')}</p>
      </div>
      <Button type="submit" fullWidth isLoading={join.isPending}>
        {t('join.signUp.submit')}
      </Button>
    </form>
  );
}
