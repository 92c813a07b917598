import { Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { Course } from '@slidewise/shared/courses/course';
import { Card } from '@/components/card';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { setServerFieldErrors } from '@/lib/validation-messages';
import { courseKeys } from '../api/course-keys';
import { useUpdateCourse } from '../api/update-course';
import { useCourseScreenActions } from '../hooks/use-course-screen-actions';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { conflictCurrent } from '../lib/course-errors';
import {
  COURSE_FIELDS,
  changedFields,
  formValuesOf,
  type CourseFormValues,
} from '../lib/course-form-values';
import type { StatusAction } from '../lib/status-actions';
import { ConflictDialog } from './conflict-dialog';
import { CourseFormActions } from './course-form-actions';
import { CourseFormFields, useCourseForm } from './course-form-fields';
import { CourseHeader } from './course-header';
import { CourseStatusPanel } from './course-status-panel';
import { DeleteCourseDialog } from './delete-course-dialog';
import { TrainingSettingsPanel } from './training-settings-panel';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { DocumentTitle } from '@/components/document-title';

const coverEntry = (course: Course): Record<string, string> =>
  course.coverImageId && course.coverImage ? { [course.coverImageId]: course.coverImage } : {};

interface Conflict {
  /** The course as saved elsewhere. */
  current: Course;
  /** What this person changed, to put on top of it if they choose to. */
  changes: Partial<CourseFormValues>;
}

/**
 * A course's editable screen. The form remembers which version it started from (`base`);
 * a save sends only the changed fields with that version, so a save against a newer
 * version (409) is caught and the person chooses: reload, or overwrite with theirs.
 */
export function CourseEditor({
  course,
  onBlocked,
}: {
  /** The latest copy of the course this screen knows. */
  course: Course;
  onBlocked?: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(course);
  const form = useCourseForm(formValuesOf(course));
  const [coverUrls, setCoverUrls] = useState(() => coverEntry(course));
  const [uploading, setUploading] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const update = useUpdateCourse();
  const { isDirty, isSubmitting } = form.formState;
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  const { actions, deleting, setDeleting, duplicate, confirmDelete } = useCourseScreenActions({
    onBlocked,
    beforeLeave: allowLeaving,
  });

  /** The form now starts from `next` (and shows it, when `showValues`). */
  const rebase = (next: Course, showValues: boolean) => {
    setBase(next);
    setCoverUrls((urls) => ({ ...urls, ...coverEntry(next) }));
    if (showValues) form.reset(formValuesOf(next));
  };

  const save = async (changes: Partial<CourseFormValues>, version: number) => {
    try {
      const saved = await toast.promise(
        update.mutateAsync({ id: course.id, version, ...changes }),
        {
          loading: t('courses.edit.saving'),
          success: t('courses.edit.saved'),
          error: (error: unknown) =>
            conflictCurrent(error) ? t('courses.conflict.toast') : errorMessage(t, error),
        },
      );
      setConflict(null);
      rebase(saved, true);
    } catch (error) {
      const current = conflictCurrent(error);
      if (current) {
        setCoverUrls((urls) => ({ ...urls, ...coverEntry(current) }));
        setConflict({ current, changes });
        return;
      }
      setServerFieldErrors(error, form.setError, COURSE_FIELDS);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = changedFields(formValuesOf(base), values);
    if (Object.keys(changes).length === 0) {
      toast.info(t('courses.edit.nothing'));
      return;
    }
    await save(changes, base.version);
  });

  const reloadLatest = () => {
    if (!conflict) return;
    queryClient.setQueryData(courseKeys.detail(course.id), conflict.current);
    rebase(conflict.current, true);
    setConflict(null);
    toast.info(t('courses.conflict.reloaded'));
  };

  const overwrite = () => {
    if (conflict) void save(conflict.changes, conflict.current.version);
  };

  /** Saved outside the form (status, training settings): the form follows when it can. */
  const savedElsewhere = (saved: Course) => {
    if (!form.formState.isDirty) rebase(saved, true);
    // Only other fields moved on from the version the form started from: still based on it.
    else if (saved.version === base.version + 1) rebase(saved, false);
  };

  const changeStatus = async (action: StatusAction) => {
    const result = await actions.changeStatus(course, action);
    if (result.ok) savedElsewhere(result.value);
    return result;
  };

  return (
    <div className="space-y-8">
      <DocumentTitle title={`${t('routes.courseEdit.title')} · ${course.title}`} />
      <CourseHeader
        course={course}
        mode="edit"
        heading={
          <div className="space-y-1">
            <h1 className="text-3xl font-bold tracking-tight text-fg">
              {t('routes.courseEdit.title')}
            </h1>
            <p className="text-fg-muted">{t('routes.courseEdit.description')}</p>
          </div>
        }
        onDuplicate={() => void duplicate(course)}
        onDelete={() => setDeleting(course)}
        isDuplicating={actions.isDuplicating}
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <form noValidate onSubmit={onSubmit} className="space-y-6 lg:col-span-2">
          <Card className="p-5 sm:p-6">
            <CourseFormFields
              form={form}
              coverUrls={coverUrls}
              onCoverUploaded={(cover) =>
                setCoverUrls((urls) => ({ ...urls, [cover.id]: cover.url }))
              }
              onUploadingChange={setUploading}
              disabled={isSubmitting}
            />
          </Card>
          <CourseFormActions
            icon={Save}
            submitLabel={t('courses.edit.submit')}
            cancelTo={pathTo.courseView(course.id)}
            isSubmitting={isSubmitting}
            uploading={uploading}
          >
            {isDirty && (
              <p role="status" className="text-sm text-fg-muted">
                {t('courses.edit.unsaved')}
              </p>
            )}
          </CourseFormActions>
        </form>
        <div className="space-y-6">
          <CourseStatusPanel
            course={course}
            onAction={changeStatus}
            busy={actions.isChangingStatus || isSubmitting}
          />
          <TrainingSettingsPanel course={course} onSaved={savedElsewhere} />
        </div>
      </div>

      <ConflictDialog
        conflict={conflict}
        onReload={reloadLatest}
        onOverwrite={overwrite}
        onClose={() => setConflict(null)}
        isSaving={update.isPending}
      />
      <DeleteCourseDialog
        course={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(target) => void confirmDelete(target)}
        isDeleting={actions.isDeleting}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </div>
  );
}
