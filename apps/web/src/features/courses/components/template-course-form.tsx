import { zodResolver } from '@hookform/resolvers/zod';
import { LayoutTemplate } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { COURSE_TITLE_MAX, type Course } from '@slidewise/shared/courses/course';
import {
  LANGUAGES,
  directionOf,
  isLanguage,
  type Language,
} from '@slidewise/shared/i18n/languages';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { paths, pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { setServerFieldErrors, validationErrorMap } from '@/lib/validation-messages';
import { useCreateCourse } from '../api/create-course';
import { useCourseTemplates } from '../api/get-course-templates';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { LinkButton } from './link-button';
import { Select } from '@/components/select';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/** Empty keeps the starter course's own title. */
const formSchema = z.object({ title: z.string().trim().max(COURSE_TITLE_MAX) });
type FormInput = z.input<typeof formSchema>;

/**
 * A new course from a starter course: the leader picks the language it is written in
 * (the parent lists the starter courses in it) and may give it a title of their own.
 * Once created it opens in the slide editor.
 */
export function TemplateCourseForm({
  templateId,
  language,
  onLanguageChange,
  onErrorChange,
}: {
  templateId: string;
  language: Language;
  onLanguageChange: (language: Language) => void;
  onErrorChange?: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const template = useCourseTemplates(language).data?.items.find((item) => item.id === templateId);
  const form = useForm<FormInput>({
    resolver: zodResolver(formSchema, { error: validationErrorMap }),
    defaultValues: { title: '' },
  });
  const {
    register,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const create = useCreateCourse();
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  const dir = directionOf(language);

  const onSubmit = form.handleSubmit(async ({ title }) => {
    onErrorChange?.(null);
    try {
      const course: Course = await toast
        .promise(create.mutateAsync({ templateId, language, ...(title ? { title } : {}) }), {
          loading: t('templates.saving'),
          success: (created: Course) => t('templates.done', { title: created.title }),
          error: (error: unknown) => errorMessage(t, error),
        })
        .unwrap();
      allowLeaving();
      await navigate(pathTo.courseSlides(course.id));
    } catch (error) {
      setServerFieldErrors(error, form.setError, ['title']);
      onErrorChange?.(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <Card className="space-y-6 p-5 sm:p-6">
        <FormField
          label={t('templates.language')}
          description={<p className="text-sm text-fg-muted">{t('templates.languageHint')}</p>}
        >
          {(field) => (
            <Select
              {...field}
              value={language}
              onChange={(event) => {
                if (isLanguage(event.target.value)) onLanguageChange(event.target.value);
              }}
              className="max-w-xs"
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label={t('templates.title')}
          error={errors.title?.message}
          description={
            template && (
              <p className="text-sm text-fg-muted">
                {t('templates.titleHint')}{' '}
                <span lang={language} dir={dir} className="font-medium">
                  {template.title}
                </span>
              </p>
            )
          }
        >
          {(field) => (
            <Input
              {...field}
              {...register('title')}
              lang={language}
              dir={dir}
              placeholder={template?.title}
              autoComplete="off"
            />
          )}
        </FormField>
      </Card>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={isSubmitting}>
          <LayoutTemplate aria-hidden="true" className="size-4" />
          {t('templates.submit')}
        </Button>
        <LinkButton to={paths.courses} variant="secondary">
          {t('courses.form.cancel')}
        </LinkButton>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
