import { BookPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Course } from '@slidewise/shared/courses/course';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { paths, pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { setServerFieldErrors } from '@/lib/validation-messages';
import { useCreateCourse } from '../api/create-course';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { COURSE_FIELDS } from '../lib/course-form-values';
import { CourseFormFields, useCourseForm } from './course-form-fields';
import { LinkButton } from './link-button';
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
  const navigate = useNavigate();
  const form = useCourseForm({
    title: '',
    description: '',
    // A leader usually writes in the language they use Slidewise in.
    language: currentLanguage(),
    coverImageId: null,
  });
  const [coverUrls, setCoverUrls] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const create = useCreateCourse();
  const { isDirty, isSubmitting } = form.formState;
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    onErrorChange?.(null);
    try {
      const course: Course = await toast
        .promise(create.mutateAsync(values), {
          loading: t('courses.create.saving'),
          success: (created: Course) => t('courses.create.done', { title: created.title }),
          error: (error: unknown) => errorMessage(t, error),
        })
        .unwrap();
      allowLeaving();
      await navigate(pathTo.courseSlides(course.id));
    } catch (error) {
      setServerFieldErrors(error, form.setError, COURSE_FIELDS);
      onErrorChange?.(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <Card className="p-5 sm:p-6">
        <CourseFormFields
          form={form}
          coverUrls={coverUrls}
          onCoverUploaded={(cover) => setCoverUrls((urls) => ({ ...urls, [cover.id]: cover.url }))}
          onUploadingChange={setUploading}
          disabled={isSubmitting}
        />
      </Card>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={isSubmitting} disabled={uploading}>
          <BookPlus aria-hidden="true" className="size-4" />
          {t('courses.create.submit')}
        </Button>
        <LinkButton to={paths.courses} variant="secondary">
          {t('courses.form.cancel')}
        </LinkButton>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
