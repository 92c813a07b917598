import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changePasswordSchema } from '@slidewise/shared/auth/schemas';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { errorMessage } from '@/lib/error-message';
import {
  serverFieldIssues,
  setServerFieldErrors,
  validationErrorMap,
} from '@/lib/validation-messages';
import { useChangePassword } from '../api/change-password';
import { usePasswordRejection } from '../hooks/use-password-rejection';
import { PasswordChecklist, PasswordRejectedAlert } from './password-requirements';

const emptyForm = { currentPassword: '', newPassword: '', revokeOtherSessions: true };

/**
 * Changing the password while signed in: the current one proves it is you, the
 * new one is checked live against the server's policy.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const revokeId = useId();
  const revokeHintId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema, { error: validationErrorMap }),
    defaultValues: emptyForm,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const change = useChangePassword();
  const rejection = usePasswordRejection();
  const serverFailed = rejection.failedFor(newPassword);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await toast
        .promise(change.mutateAsync(values), {
          loading: t('profile.password.saving'),
          success: t('profile.password.changed'),
          error: (error: unknown) => errorMessage(t, error),
        })
        .unwrap();
      reset(emptyForm);
    } catch (error) {
      if (rejection.handle(error, values.newPassword)) return;
      // The server names the current password when it is wrong; say so plainly.
      if (serverFieldIssues(error).some((issue) => issue.field === 'currentPassword'))
        setError('currentPassword', { type: 'server', message: 'profile.password.currentWrong' });
      else setServerFieldErrors(error, setError, ['newPassword']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {serverFailed && <PasswordRejectedAlert failed={serverFailed} />}
      <FormField
        label={t('profile.password.current')}
        required
        error={errors.currentPassword?.message}
      >
        {(field) => (
          <Input
            {...field}
            {...register('currentPassword')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <FormField
        label={t('profile.password.new')}
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
      <div className="flex items-start gap-3">
        <input
          id={revokeId}
          type="checkbox"
          aria-describedby={revokeHintId}
          {...register('revokeOtherSessions')}
          className="mt-0.5 size-4 shrink-0 accent-primary-700"
        />
        <div className="space-y-0.5">
          <label htmlFor={revokeId} className="text-sm font-medium text-fg">
            {t('profile.password.revokeOthers')}
          </label>
          <p id={revokeHintId} className="text-sm text-fg-muted">
            {t('profile.password.revokeOthersHint')}
          </p>
        </div>
      </div>
      <Button type="submit" isLoading={isSubmitting}>
        {t('profile.password.submit')}
      </Button>
    </form>
  );
}
