import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@slidewise/shared/courses/course';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** Asks before a course is deleted, saying who loses access to it. */
export function DeleteCourseDialog({
  course,
  onCancel,
  onConfirm,
  isDeleting,
}: {
  /** The course to delete; null keeps the dialog closed. */
  course: Course | null;
  onCancel: () => void;
  onConfirm: (course: Course) => void;
  isDeleting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={course !== null}
      onOpenChange={(open) => {
        if (!open && !isDeleting) onCancel();
      }}
      title={course ? t('courses.delete.title', { title: course.title }) : ''}
      description={
        course
          ? course.assigneeCount > 0
            ? t('courses.delete.assignees', { count: course.assigneeCount })
            : t('courses.delete.noAssignees')
          : undefined
      }
      cancelLabel={t('courses.delete.cancel')}
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('courses.delete.confirm')}
        </>
      }
      tone="danger"
      onConfirm={() => course && onConfirm(course)}
      isPending={isDeleting}
    >
      {course && (
        <p className="text-sm text-fg">
          {t('courses.delete.slides', { count: course.slideCount })}
        </p>
      )}
    </ConfirmDialog>
  );
}
