import { BookPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Card } from '@/components/card';
import { currentLanguage } from '@/lib/i18n';
import { useNewCourseForm } from '../hooks/use-new-course-form';
import { CourseFormActions } from './course-form-actions';
import { COURSE_FORM, CourseFormFields } from './course-form-fields';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/**
 * A new course: title, description, language and cover. Once created it opens in the
 * slide editor, since slides are what a course is made of.
 */
export function CreateCourseForm({
  onErrorChange,
}: {
  /** The last failure (null when a new attempt starts), for the screen to add to it (the plan notice). */
  onErrorChange?: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const { form, blocker } = useNewCourseForm({
    ...COURSE_FORM,
    defaultValues: {
      title: '',
      description: '',
      // A leader usually writes in the language they use Slidewise in.
      language: currentLanguage(),
      coverImageId: null,
    },
    toRequest: (values) => values,
    saving: t('courses.create.saving'),
    done: (created) => t('courses.create.done', { title: created.title }),
    onErrorChange,
  });
  const [coverUrls, setCoverUrls] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const { isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-6">
      <Card className="p-5 sm:p-6">
        <CourseFormFields
          form={form}
          coverUrls={coverUrls}
          onCoverUploaded={(cover) => setCoverUrls((urls) => ({ ...urls, [cover.id]: cover.url }))}
          onUploadingChange={setUploading}
          disabled={isSubmitting}
        />
      </Card>
      <CourseFormActions
        icon={BookPlus}
        submitLabel={t('courses.create.submit')}
        cancelTo={paths.courses}
        isSubmitting={isSubmitting}
        uploading={uploading}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
