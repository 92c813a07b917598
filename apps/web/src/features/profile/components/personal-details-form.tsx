import { useTranslation } from 'react-i18next';
import { updateMeSchema } from '@slidewise/shared/me/profile';
import type { Me, User } from '@slidewise/shared/me/schemas';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { toastProgress } from '@/lib/toast-progress';
import { useValidatedForm } from '@/lib/use-validated-form';
import { useUpdateMe } from '../api/update-me';

// The shared contract, with the name required on this form (PATCH itself takes either field alone).
const detailsSchema = updateMeSchema
  .pick({ displayName: true, phoneNumber: true })
  .required({ displayName: true });

const formValues = (user: User) => ({
  displayName: user.displayName ?? '',
  phoneNumber: user.phoneNumber ?? '',
});

export function PersonalDetailsForm({
  user,
  onSaved,
}: {
  user: User;
  /** Called with the updated account, so the rest of the app can show it. */
  onSaved: (me: Me) => unknown;
}) {
  const { t } = useTranslation();
  const update = useUpdateMe();
  const form = useValidatedForm({
    schema: detailsSchema,
    defaultValues: formValues(user),
    serverFields: ['displayName', 'phoneNumber'],
    onValid: async (values) => {
      const me = await toastProgress(t, update.mutateAsync(values), {
        loading: t('profile.saving'),
        success: t('profile.details.saved'),
      });
      form.reset(formValues(me.user));
      onSaved(me);
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-5">
      <FormField
        label={t('profile.details.displayName')}
        required
        error={errors.displayName?.message}
      >
        {(field) => <Input {...field} {...form.register('displayName')} autoComplete="name" />}
      </FormField>
      <FormField
        label={t('profile.details.phone')}
        // Any refusal of a phone number means the same thing: not a number we can read.
        error={errors.phoneNumber && 'profile.details.phoneInvalid'}
        description={<p className="text-sm text-fg-muted">{t('profile.details.phoneHint')}</p>}
      >
        {(field) => (
          <Input
            {...field}
            {...form.register('phoneNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
        )}
      </FormField>
      <FormField
        label={t('profile.details.email')}
        description={<p className="text-sm text-fg-muted">{t('profile.details.emailHint')}</p>}
      >
        {(field) => <Input {...field} value={user.email} readOnly type="email" />}
      </FormField>
      <Button type="submit" isLoading={isSubmitting}>
        {t('profile.details.save')}
      </Button>
    </form>
  );
}
