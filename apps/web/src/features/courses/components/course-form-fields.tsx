import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  COURSE_DESCRIPTION_MAX,
  COURSE_TITLE_MAX,
  courseCreateSchema,
} from '@slidewise/shared/courses/course';
import { directionOf, isLanguage } from '@slidewise/shared/i18n/languages';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { cn } from '@/lib/class-names';
import { useValidatedForm } from '@/lib/use-validated-form';
import { COURSE_FIELDS, type CourseFormValues } from '../lib/course-form-values';
import { CourseLanguageSelect } from './course-language-select';
import { CoverImageField, type CoverImage } from './cover-image-field';
import { Textarea } from '@/components/textarea';

export type CourseFormInput = z.input<typeof courseCreateSchema>;
export type CourseFormOutput = z.output<typeof courseCreateSchema>;
export type CourseForm = UseFormReturn<CourseFormInput, unknown, CourseFormOutput>;

/** Announce the count to screen readers only once the limit is near. */
const ANNOUNCE_BELOW = 100;

/** The course form's checks: the shared create contract (the edit form edits the same fields). */
export const COURSE_FORM = { schema: courseCreateSchema, serverFields: COURSE_FIELDS };

/** The edit form's state. */
export function useCourseForm(defaultValues: CourseFormValues): CourseForm {
  return useValidatedForm({ ...COURSE_FORM, defaultValues });
}

function DescriptionCount({ value }: { value: string }) {
  const { t } = useTranslation();
  const count = value.length;
  const remaining = COURSE_DESCRIPTION_MAX - count;
  return (
    <>
      <p
        data-testid="description-count"
        className={cn(
          'text-sm',
          remaining < 0 ? 'font-medium text-red-700 dark:text-red-300' : 'text-fg-muted',
        )}
      >
        {t('courses.form.count', { count, max: COURSE_DESCRIPTION_MAX })}
      </p>
      <p aria-live="polite" className="sr-only">
        {remaining < 0
          ? t('courses.form.over', { count: -remaining })
          : remaining <= ANNOUNCE_BELOW
            ? t('courses.form.remaining', { count: remaining })
            : ''}
      </p>
    </>
  );
}

/**
 * Title, description, language and cover. Title and description are written in the
 * course's own language, so they take its direction (an Arabic course is right-to-left).
 */
export function CourseFormFields({
  form,
  coverUrls,
  onCoverUploaded,
  onUploadingChange,
  disabled = false,
}: {
  form: CourseForm;
  /** The address of each cover image the form may show, by upload id. */
  coverUrls: Record<string, string>;
  onCoverUploaded: (cover: CoverImage) => void;
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const [language = 'en', description = '', coverImageId = null] = useWatch({
    control,
    name: ['language', 'description', 'coverImageId'],
  });
  const dir = directionOf(language);
  const coverUrl = coverImageId ? coverUrls[coverImageId] : undefined;

  return (
    <div className="space-y-6">
      <FormField label={t('courses.form.title')} required error={errors.title?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('title')}
            lang={language}
            dir={dir}
            maxLength={COURSE_TITLE_MAX}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField
        label={t('courses.form.description')}
        error={errors.description?.message}
        description={<DescriptionCount value={description} />}
      >
        {(field) => (
          <Textarea
            {...field}
            {...register('description')}
            lang={language}
            dir={dir}
            rows={5}
            className="min-h-32"
          />
        )}
      </FormField>
      <FormField
        label={t('courses.form.language')}
        error={errors.language?.message}
        description={<p className="text-sm text-fg-muted">{t('courses.form.languageHint')}</p>}
      >
        {(field) => (
          <CourseLanguageSelect
            {...field}
            {...register('language', {
              setValueAs: (value: string) => (isLanguage(value) ? value : 'en'),
            })}
          />
        )}
      </FormField>
      <CoverImageField
        cover={coverImageId && coverUrl ? { id: coverImageId, url: coverUrl } : null}
        disabled={disabled}
        onUploadingChange={onUploadingChange}
        onChange={(cover) => {
          if (cover) onCoverUploaded(cover);
          setValue('coverImageId', cover?.id ?? null, { shouldDirty: true });
        }}
      />
      {errors.coverImageId?.message && (
        <p className="text-sm text-red-700 dark:text-red-400">{t(errors.coverImageId.message)}</p>
      )}
    </div>
  );
}
