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
import { NewPasswordField } from './new-password-field';
import { PasswordRejectedAlert } from './password-requirements';

const emptyForm = { currentPassword: '', newPassword: '', revokeOtherSessions: true };

/**
 * Changing the password while signed in: the current one proves it is you, the
 * new one is checked live against the server's policy.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const rejection = usePasswordRejection();
  const form = useValidatedForm({
    schema: changePasswordSchema,
    defaultValues: emptyForm,
    serverFields: ['newPassword'],
    onValid: async (values) => {
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
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const serverFailed = rejection.failedFor(newPassword);

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-5">
      {serverFailed && <PasswordRejectedAlert failed={serverFailed} />}
      <FormField
        label={t('profile.password.current')}
        required
        error={errors.currentPassword?.message}
      >
        {(field) => (
          <Input
            {...field}
            {...form.register('currentPassword')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <NewPasswordField
        label={t('profile.password.new')}
        password={newPassword}
        serverFailed={serverFailed}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <CheckboxField
        label={t('profile.password.revokeOthers')}
        hint={t('profile.password.revokeOthersHint')}
        {...form.register('revokeOtherSessions')}
      />
      <Button type="submit" isLoading={isSubmitting}>
        {t('profile.password.submit')}
      </Button>
    </form>
  );
}
