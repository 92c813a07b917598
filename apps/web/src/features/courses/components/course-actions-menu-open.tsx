import {
  BookOpen,
  Copy,
  PackageOpen,
  Presentation,
  SquarePen,
  Trash2,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@slidewise/shared/courses/course';
import type { MenuOpened } from '@/components/deferred-menu';
import { MenuItem, MenuSeparator, ReplayedMenu } from '@/components/menu';
import { pathTo } from '@/config/paths';
import { canAssign, statusActions, type StatusAction } from '../lib/status-actions';
import { STATUS_ACTION_ICONS, STATUS_ACTION_LABELS } from './status-action-labels';

const ICON = 'size-4 shrink-0 text-fg-muted';

function LinkItem({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <MenuItem asChild>
      <Link to={to}>
        <Icon aria-hidden="true" className={ICON} />
        {label}
      </Link>
    </MenuItem>
  );
}

/** What can be done to one course of the list. */
export interface CourseActions {
  course: Course;
  onStatus: (action: StatusAction) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** The "⋯" menu of a course once opened (course-actions-menu.tsx). */
export function CourseActionsMenuOpen({
  opening,
  look,
  course,
  onStatus,
  onDuplicate,
  onDelete,
}: CourseActions & MenuOpened) {
  const { t } = useTranslation();
  return (
    <ReplayedMenu opening={opening} look={look}>
      <LinkItem
        to={pathTo.courseView(course.id)}
        icon={BookOpen}
        label={t('courses.actions.open')}
      />
      <LinkItem
        to={pathTo.courseEdit(course.id)}
        icon={SquarePen}
        label={t('courses.actions.edit')}
      />
      <LinkItem
        to={pathTo.courseSlides(course.id)}
        icon={Presentation}
        label={t('courses.actions.editSlides')}
      />
      {canAssign(course) && (
        <LinkItem
          to={pathTo.courseAssign(course.id)}
          icon={UserPlus}
          label={t('courses.actions.assign')}
        />
      )}
      <MenuItem asChild>
        {/* A plain download: the browser saves the zip the API streams. */}
        <a href={`/api/v1/courses/${encodeURIComponent(course.id)}/export/scorm`} download>
          <PackageOpen aria-hidden="true" className={ICON} />
          {t('courses.actions.exportScorm')}
        </a>
      </MenuItem>
      <MenuSeparator />
      {statusActions(course.status).map((action) => {
        const Icon = STATUS_ACTION_ICONS[action];
        return (
          <MenuItem key={action} onSelect={() => onStatus(action)}>
            <Icon aria-hidden="true" className={ICON} />
            {t(STATUS_ACTION_LABELS[action])}
          </MenuItem>
        );
      })}
      <MenuItem onSelect={onDuplicate}>
        <Copy aria-hidden="true" className={ICON} />
        {t('courses.actions.duplicate')}
      </MenuItem>
      <MenuSeparator />
      <MenuItem
        onSelect={onDelete}
        className="text-red-800 data-highlighted:bg-red-50 data-highlighted:text-red-900 dark:text-red-300 dark:data-highlighted:bg-red-950 dark:data-highlighted:text-red-100"
      >
        <Trash2 aria-hidden="true" className="size-4 shrink-0" />
        {t('courses.actions.delete')}
      </MenuItem>
    </ReplayedMenu>
  );
}
