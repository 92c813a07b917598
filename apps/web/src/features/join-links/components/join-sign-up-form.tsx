import { zodResolver } from '@hookform/resolvers/zod';
import { GraduationCap } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PASSWORD_RULES, type PasswordRule } from '@slidewise/shared/auth/password-policy';
import { joinSignUpSchema, type JoinResult } from '@slidewise/shared/groups/join-link';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { setServerFieldErrors, validationErrorMap } from '@/lib/validation-messages';
import { useJoinGroup } from '../api/join-group';

const rejectionSchema = z.object({ failed: z.array(z.enum(PASSWORD_RULES)) });

interface JoinSignUpFormProps {
  token: string;
  signInHref: string;
  onJoined: (result: JoinResult) => unknown;
  passwordChecklist: (password: string, serverFailed: readonly PasswordRule[] | null) => ReactNode;
}

/** A new person's learner account (name, address, password), made and added to the group at once. */
export function JoinSignUpForm({
  token,
  signInHref,
  onJoined,
  passwordChecklist,
}: JoinSignUpFormProps) {
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
  const join = useJoinGroup();
  const serverFailed = rejection?.password === password ? rejection.failed : null;

  const onSubmit = handleSubmit((account) =>
    join.mutate(
      { token, account },
      {
        onSuccess: onJoined,
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
      {failure?.code === 'email_taken' ? (
        <Alert tone="error">
          <p>{t('join.signUp.emailTaken')}</p>
          <Link to={signInHref} className="font-semibold underline">
            {t('join.signIn.action')}
          </Link>
        </Alert>
      ) : failure?.code === 'password-does-not-meet-requirements' ? (
        serverFailed && (
          <Alert tone="error">{t('errors.password-does-not-meet-requirements')}</Alert>
        )
      ) : (
        failure &&
        failure.code !== 'validation_failed' && (
          <Alert tone="error">{errorMessage(t, failure)}</Alert>
        )
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
