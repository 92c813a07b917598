import { LayoutTemplate } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { COURSE_TITLE_MAX } from '@slidewise/shared/courses/course';
import { directionOf, isLanguage, type Language } from '@slidewise/shared/i18n/languages';
import { Card } from '@/components/card';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { paths } from '@/config/paths';
import { useCourseTemplates } from '../api/get-course-templates';
import { useNewCourseForm } from '../hooks/use-new-course-form';
import { CourseFormActions } from './course-form-actions';
import { CourseLanguageSelect } from './course-language-select';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/** Empty keeps the starter course's own title. */
const formSchema = z.object({ title: z.string().trim().max(COURSE_TITLE_MAX) });

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
  const template = useCourseTemplates(language).data?.items.find((item) => item.id === templateId);
  const { form, blocker } = useNewCourseForm({
    schema: formSchema,
    defaultValues: { title: '' },
    serverFields: ['title'],
    toRequest: ({ title }) => ({ templateId, language, ...(title ? { title } : {}) }),
    saving: t('templates.saving'),
    done: (created) => t('templates.done', { title: created.title }),
    onErrorChange,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const dir = directionOf(language);

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-6">
      <Card className="space-y-6 p-5 sm:p-6">
        <FormField
          label={t('templates.language')}
          description={<p className="text-sm text-fg-muted">{t('templates.languageHint')}</p>}
        >
          {(field) => (
            <CourseLanguageSelect
              {...field}
              value={language}
              onChange={(event) => {
                if (isLanguage(event.target.value)) onLanguageChange(event.target.value);
              }}
            />
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
      <CourseFormActions
        icon={LayoutTemplate}
        submitLabel={t('templates.submit')}
        cancelTo={paths.courses}
        isSubmitting={isSubmitting}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
