import { zodResolver } from '@hookform/resolvers/zod';
import { GraduationCap } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PASSWORD_RULES, type PasswordRule } from '@slidewise/shared/auth/password-rules';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { setServerFieldErrors, validationErrorMap } from '@/lib/validation-messages';
import { Alert } from './alert';
import { Button } from './button';
import { FormField } from './form-field';
import { Input } from './input';

const rejectionSchema = z.object({ failed: z.array(z.enum(PASSWORD_RULES)) });

export interface LearnerAccount {
  name: string;
  email: string;
  password: string;
}

export interface LearnerSignUpFormProps {
  /** An invitation's address, shown read-only; without it the person types theirs. */
  email?: string;
  schema: z.ZodType<LearnerAccount, LearnerAccount>;
  /** Sends the account (the caller's mutation), reporting a refusal back to the form. */
  submit: (account: LearnerAccount, onError: (error: ApiError) => void) => void;
  isPending: boolean;
  /** The last refusal (the mutation's error). */
  error: unknown;
  /** The caller's sentences: labels, the learner note, the submit button. */
  text: Record<'name' | 'email' | 'password' | 'learnerNote' | 'submit', string>;
  /**
   * What to say when the server answers that the address has an account, and where "sign in"
   * leads (an invitation's address; a join link answers alike for every address).
   */
  taken?: { message: string; signIn: string; href: string };
  /** The live password checklist (a route composes the auth feature's). */
  passwordChecklist: (password: string, serverFailed: readonly PasswordRule[] | null) => ReactNode;
  /** The server refused the password: its policy may have changed, so fetch it again. */
  onPasswordRejected?: () => void;
}

/** A new learner's account (name, address, password), for an invitation or a join link. */
export function LearnerSignUpForm({
  email,
  schema,
  submit,
  isPending,
  error,
  text,
  taken,
  passwordChecklist,
  onPasswordRejected,
}: LearnerSignUpFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema, { error: validationErrorMap }),
    defaultValues: { name: '', email: email ?? '', password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const [rejection, setRejection] = useState<{ password: string; failed: PasswordRule[] } | null>(
    null,
  );
  const serverFailed = rejection?.password === password ? rejection.failed : null;

  const onSubmit = handleSubmit((account) =>
    submit(account, (refusal) => {
      if (refusal.code === 'password-does-not-meet-requirements') {
        const details = rejectionSchema.safeParse(refusal.details);
        setRejection({
          password: account.password,
          failed: details.success ? details.data.failed : [],
        });
        onPasswordRejected?.();
      } else
        setServerFieldErrors(
          refusal,
          setError,
          email === undefined ? ['name', 'email', 'password'] : ['name', 'password'],
        );
    }),
  );

  const failure = error instanceof ApiError ? error : null;
  const nameField = (
    <FormField label={text.name} required error={errors.name?.message}>
      {(field) => <Input {...field} {...register('name')} autoComplete="name" />}
    </FormField>
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure?.code === 'email_taken' && taken ? (
        <Alert tone="error">
          <p>{taken.message}</p>
          <Link to={taken.href} className="font-semibold underline">
            {taken.signIn}
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
      {email === undefined ? (
        <>
          {nameField}
          <FormField label={text.email} required error={errors.email?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('email')}
                type="email"
                dir="ltr"
                autoComplete="email"
              />
            )}
          </FormField>
        </>
      ) : (
        <>
          <FormField label={text.email}>
            {(field) => <Input {...field} value={email} readOnly type="email" />}
          </FormField>
          {nameField}
        </>
      )}
      <FormField
        label={text.password}
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
        <p>{text.learnerNote}</p>
      </div>
      <Button type="submit" fullWidth isLoading={isPending}>
        {text.submit}
      </Button>
    </form>
  );
}
