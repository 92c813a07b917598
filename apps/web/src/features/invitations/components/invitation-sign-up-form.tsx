import { zodResolver } from '@hookform/resolvers/zod';
import { GraduationCap } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PASSWORD_RULES, type PasswordRule } from '@slidewise/shared/auth/password-policy';
import { invitationCredentialsSchema } from '@slidewise/shared/groups/invitation';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { setServerFieldErrors, validationErrorMap } from '@/lib/validation-messages';
import { useAcceptInvitation } from '../api/accept-invitation';

const rejectionSchema = z.object({ failed: z.array(z.enum(PASSWORD_RULES)) });

interface InvitationSignUpFormProps {
  token: string;
  email: string;
  /** Where "sign in" leads (back to this invitation afterwards). */
  signInHref: string;
  /** The account exists and is signed in: the answer says where to go. */
  onAccepted: (redirectTo: string) => unknown;
  /** The live password checklist (the route composes the auth feature's). */
  passwordChecklist: (password: string, serverFailed: readonly PasswordRule[] | null) => ReactNode;
  /** The server refused the password: its policy may have changed, so fetch it again. */
  onPasswordRejected?: () => void;
}

/** Creates the invited person's learner account (name and password) and accepts the invitation. */
export function InvitationSignUpForm({
  token,
  email,
  signInHref,
  onAccepted,
  passwordChecklist,
  onPasswordRejected,
}: InvitationSignUpFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(invitationCredentialsSchema, { error: validationErrorMap }),
    defaultValues: { name: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const [rejection, setRejection] = useState<{ password: string; failed: PasswordRule[] } | null>(
    null,
  );
  const accept = useAcceptInvitation();
  const serverFailed = rejection?.password === password ? rejection.failed : null;

  const onSubmit = handleSubmit((credentials) =>
    accept.mutate(
      { token, credentials },
      {
        onSuccess: (result) => onAccepted(result.redirectTo),
        onError: (error) => {
          if (error.code === 'password-does-not-meet-requirements') {
            const details = rejectionSchema.safeParse(error.details);
            setRejection({
              password: credentials.password,
              failed: details.success ? details.data.failed : [],
            });
            onPasswordRejected?.();
          } else setServerFieldErrors(error, setError, ['name', 'password']);
        },
      },
    ),
  );

  const failure = accept.error instanceof ApiError ? accept.error : null;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure?.code === 'email_taken' ? (
        <Alert tone="error">
          <p>{t('invite.signUp.emailTaken')}</p>
          <Link to={signInHref} className="font-semibold underline">
            {t('invite.signIn.action')}
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
      <FormField label={t('invite.signUp.email')}>
        {(field) => <Input {...field} value={email} readOnly type="email" dir="ltr" />}
      </FormField>
      <FormField label={t('invite.signUp.name')} required error={errors.name?.message}>
        {(field) => <Input {...field} {...register('name')} autoComplete="name" />}
      </FormField>
      <FormField
        label={t('invite.signUp.password')}
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
        <p>{t('invite.signUp.learnerNote')}</p>
      </div>
      <Button type="submit" fullWidth isLoading={accept.isPending}>
        {t('invite.signUp.submit')}
      </Button>
    </form>
  );
}
