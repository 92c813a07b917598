import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BIO_MAX_LENGTH, userBioSchema, type UserBio } from '@slidewise/shared/me/profile';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { cn } from '@/lib/class-names';
import { errorMessage } from '@/lib/error-message';
import { toastProgress } from '@/lib/toast-progress';
import { useValidatedForm } from '@/lib/use-validated-form';
import { useBio } from '../api/get-bio';
import { useUpdateBio } from '../api/update-bio';
import { characterCount } from '../lib/character-count';
import { FormSkeleton } from './profile-section';
import { Textarea } from '@/components/textarea';

/** Announce the count to screen readers only once the limit is near. */
const ANNOUNCE_BELOW = 100;

const formValues = (bio: UserBio) => ({
  headline: bio.headline ?? '',
  bio: bio.bio ?? '',
  location: bio.location ?? '',
  website: bio.website ?? '',
});

function BioCount({ value }: { value: string }) {
  const { t } = useTranslation();
  const { count, remaining, over } = characterCount(value, BIO_MAX_LENGTH);
  return (
    <>
      <p
        data-testid="bio-count"
        className={cn(
          'text-sm',
          over ? 'font-medium text-red-700 dark:text-red-300' : 'text-fg-muted',
        )}
      >
        {t('profile.about.count', { count, max: BIO_MAX_LENGTH })}
      </p>
      <p aria-live="polite" className="sr-only">
        {over
          ? t('profile.about.over', { count: -remaining })
          : remaining <= ANNOUNCE_BELOW
            ? t('profile.about.remaining', { count: remaining })
            : ''}
      </p>
    </>
  );
}

export function AboutForm({ bio }: { bio: UserBio }) {
  const { t } = useTranslation();
  const update = useUpdateBio();
  const form = useValidatedForm({
    schema: userBioSchema,
    defaultValues: formValues(bio),
    serverFields: ['headline', 'bio', 'location', 'website'],
    onValid: async (values) => {
      const saved = await toastProgress(t, update.mutateAsync(values), {
        loading: t('profile.saving'),
        success: t('profile.about.saved'),
      });
      form.reset(formValues(saved));
    },
  });
  const { errors, isSubmitting } = form.formState;
  const bioText = useWatch({ control: form.control, name: 'bio' }) ?? '';

  const websiteError = errors.website?.message;
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-5">
      <FormField
        label={t('profile.about.headline')}
        error={errors.headline?.message}
        description={<p className="text-sm text-fg-muted">{t('profile.about.headlineHint')}</p>}
      >
        {(field) => <Input {...field} {...form.register('headline')} />}
      </FormField>
      <FormField
        label={t('profile.about.bio')}
        error={errors.bio?.message}
        description={<BioCount value={bioText} />}
      >
        {(field) => <Textarea {...field} {...form.register('bio')} rows={6} className="min-h-32" />}
      </FormField>
      <FormField label={t('profile.about.location')} error={errors.location?.message}>
        {(field) => <Input {...field} {...form.register('location')} />}
      </FormField>
      <FormField
        label={t('profile.about.website')}
        error={
          websiteError &&
          (websiteError === 'validation.too_long' ? websiteError : 'profile.about.websiteInvalid')
        }
      >
        {(field) => (
          <Input
            {...field}
            {...form.register('website')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
          />
        )}
      </FormField>
      <Button type="submit" isLoading={isSubmitting}>
        {t('profile.about.save')}
      </Button>
    </form>
  );
}

/** The bio, loaded on its own: a skeleton meanwhile, the form once it is here. */
export function AboutSection() {
  const { t } = useTranslation();
  const bio = useBio();
  if (bio.isPending) return <FormSkeleton fields={4} />;
  if (bio.isError)
    return (
      <Alert tone="error">
        <p>{errorMessage(t, bio.error)}</p>
        <button
          type="button"
          onClick={() => void bio.refetch()}
          className="font-semibold underline"
        >
          {t('profile.retry')}
        </button>
      </Alert>
    );
  return <AboutForm bio={bio.data} />;
}
