import { Copy, Eye, Presentation, SquarePen, Trash2, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@slidewise/shared/courses/course';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { paths, pathTo } from '@/config/paths';
import { canAssign } from '../lib/status-actions';
import { LinkButton } from './link-button';

/** The way back to the list. */
export function BackToCourses() {
  const { t } = useTranslation();
  return <BackLink to={paths.courses}>{t('courses.backToList')}</BackLink>;
}

/**
 * The course screen's heading and its actions: view or edit (whichever this screen is
 * not), edit slides, assign (published courses only), duplicate, delete.
 */
export function CourseHeader({
  course,
  mode,
  heading,
  onDuplicate,
  onDelete,
  isDuplicating,
}: {
  course: Course;
  mode: 'view' | 'edit';
  heading: ReactNode;
  onDuplicate: () => void;
  onDelete: () => void;
  isDuplicating: boolean;
}) {
  const { t } = useTranslation();
  return (
    <header className="space-y-4">
      <BackToCourses />
      {heading}
      <div className="flex flex-wrap gap-2">
        {mode === 'view' ? (
          <LinkButton to={pathTo.courseEdit(course.id)}>
            <SquarePen aria-hidden="true" className="size-4" />
            {t('courses.actions.edit')}
          </LinkButton>
        ) : (
          <LinkButton to={pathTo.courseView(course.id)} variant="secondary">
            <Eye aria-hidden="true" className="size-4" />
            {t('courses.actions.view')}
          </LinkButton>
        )}
        <LinkButton to={pathTo.courseSlides(course.id)} variant="secondary">
          <Presentation aria-hidden="true" className="size-4" />
          {t('courses.actions.editSlides')}
        </LinkButton>
        {canAssign(course) && (
          <LinkButton to={pathTo.courseAssign(course.id)} variant="secondary">
            <UserPlus aria-hidden="true" className="size-4" />
            {t('courses.actions.assign')}
          </LinkButton>
        )}
        <Button variant="secondary" onClick={onDuplicate} isLoading={isDuplicating}>
          <Copy aria-hidden="true" className="size-4" />
          {t('courses.actions.duplicate')}
        </Button>
        <Button variant="danger-outline" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('courses.actions.delete')}
        </Button>
      </div>
    </header>
  );
}
