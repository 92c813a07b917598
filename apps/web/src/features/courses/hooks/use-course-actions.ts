import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { Course } from '@slidewise/shared/courses/course';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDeleteCourse } from '../api/delete-course';
import { useDuplicateCourse } from '../api/duplicate-course';
import { useUpdateCourse } from '../api/update-course';
import {
  conflictCurrent,
  isNoSlidesError,
  isPlanLimitError,
  publishIssues,
} from '../lib/course-errors';
import { STATUS_ACTION_TARGET, type StatusAction } from '../lib/status-actions';

const PENDING: Record<StatusAction, string> = {
  publish: 'courses.statusChange.publishing',
  unpublish: 'courses.statusChange.unpublishing',
  archive: 'courses.statusChange.archiving',
  restore: 'courses.statusChange.restoring',
};

const DONE: Record<StatusAction, string> = {
  publish: 'courses.statusChange.published',
  unpublish: 'courses.statusChange.unpublished',
  archive: 'courses.statusChange.archived',
  restore: 'courses.statusChange.restored',
};

export type ActionResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * What can be done to a course from the list and from its own screen: change its status,
 * duplicate it, delete it. Each reports itself with a promise toast; a plan limit (402)
 * goes to `onBlocked`, for the screen to offer the upgrade.
 */
export function useCourseActions({ onBlocked }: { onBlocked?: (error: unknown) => void } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateCourse();
  const duplicate = useDuplicateCourse();
  const remove = useDeleteCourse();

  async function changeStatus(course: Course, action: StatusAction): Promise<ActionResult<Course>> {
    const status = STATUS_ACTION_TARGET[action];
    const run = async () => {
      try {
        return await update.mutateAsync({ id: course.id, version: course.version, status });
      } catch (error) {
        const current = conflictCurrent(error);
        if (!current) throw error;
        // Only the status is sent, so applying it to the newer version loses nobody's work.
        return update.mutateAsync({ id: course.id, version: current.version, status });
      }
    };
    try {
      const saved = await toast.promise(run(), {
        loading: t(PENDING[action]),
        success: (next: Course) => ({ message: t(DONE[action], { title: next.title }) }),
        error: (error: unknown) => {
          // A course not ready to publish: what to put right, and the way to its slides.
          const [issue] = publishIssues(error);
          const message = isNoSlidesError(error)
            ? t('courses.noSlides.message')
            : issue && t(`courses.publishCheck.${issue.code}`, { n: issue.slide });
          if (!message) return { message: errorMessage(t, error) };
          return {
            message,
            action: {
              label: t('courses.noSlides.action'),
              onClick: () => void navigate(pathTo.courseSlides(course.id)),
            },
          };
        },
      });
      return { ok: true, value: saved };
    } catch (error) {
      return { ok: false, error };
    }
  }

  async function duplicateCourse(course: Course): Promise<ActionResult<Course>> {
    try {
      const copy = await toast.promise(duplicate.mutateAsync(course.id), {
        loading: t('courses.duplicate.pending'),
        success: (next: Course) => t('courses.duplicate.done', { title: next.title }),
        error: (error: unknown) => errorMessage(t, error),
      });
      return { ok: true, value: copy };
    } catch (error) {
      if (isPlanLimitError(error)) onBlocked?.(error);
      return { ok: false, error };
    }
  }

  async function deleteCourse(course: Course): Promise<ActionResult<null>> {
    try {
      await toast.promise(remove.mutateAsync(course.id), {
        loading: t('courses.delete.pending'),
        success: t('courses.delete.done', { title: course.title }),
        error: (error: unknown) => errorMessage(t, error),
      });
      return { ok: true, value: null };
    } catch (error) {
      return { ok: false, error };
    }
  }

  return {
    changeStatus,
    duplicate: duplicateCourse,
    remove: deleteCourse,
    isDeleting: remove.isPending,
    isDuplicating: duplicate.isPending,
    isChangingStatus: update.isPending,
  };
}
