import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@slidewise/shared/auth/schemas';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/checkbox-field';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { toastProgress } from '@/lib/toast-progress';
import { useValidatedForm } from '@/lib/use-validated-form';
import { serverFieldIssues } from '@/lib/validation-messages';
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
  const change = useChangePassword();
  const rejection = usePasswordRejection();
  const {
    register,
    onSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useValidatedForm({
    schema: changePasswordSchema,
    defaultValues: emptyForm,
    serverFields: ['newPassword'],
    onValid: async (values, form) => {
      try {
        await toastProgress(t, change.mutateAsync(values), {
          loading: t('profile.password.saving'),
          success: t('profile.password.changed'),
        });
        form.reset(emptyForm);
      } catch (error) {
        if (rejection.handle(error, values.newPassword)) return;
        // The server names the current password when it is wrong; say so plainly.
        if (serverFieldIssues(error).some((issue) => issue.field === 'currentPassword'))
          form.setError('currentPassword', {
            type: 'server',
            message: 'profile.password.currentWrong',
          });
        else throw error;
      }
    },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const serverFailed = rejection.failedFor(newPassword);

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
      <CheckboxField
        label={t('profile.password.revokeOthers')}
        hint={t('profile.password.revokeOthersHint')}
        {...register('revokeOtherSessions')}
      />
      <Button type="submit" isLoading={isSubmitting}>
        {t('profile.password.submit')}
      </Button>
    </form>
  );
}
