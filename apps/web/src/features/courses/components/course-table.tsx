import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@slidewise/shared/courses/course';
import { directionOf } from '@slidewise/shared/i18n/languages';
import { Skeleton } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import type { CourseSort, SortOrder } from '../lib/course-filters';
import type { StatusAction } from '../lib/status-actions';
import { CourseActionsMenu } from './course-actions-menu';
import { CourseCover } from './course-cover';
import { EstimatedMinutes, SlideCount, UpdatedTime } from './course-facts';
import { CourseStatusBadge } from './course-status-badge';
import { TableScroll } from '@/components/table-scroll';

export interface CourseRowActions {
  onStatus: (course: Course, action: StatusAction) => void;
  onDuplicate: (course: Course) => void;
  onDelete: (course: Course) => void;
}

const TH = 'px-4 py-3 text-start text-xs font-semibold tracking-wide text-fg-muted uppercase';
const TD = 'px-4 py-3 align-middle';

export function CourseTable({
  courses,
  actions,
  sort,
  order,
}: {
  courses: Course[];
  actions: CourseRowActions;
  sort: CourseSort;
  order: SortOrder;
}) {
  const { t } = useTranslation();
  const ariaSort = (column: CourseSort) =>
    sort === column ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <TableScroll
      label={t('courses.list.label')}
      className="rounded-2xl border border-line bg-surface-raised"
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">{t('courses.list.label')}</caption>
        <thead className="border-b border-line bg-surface-sunken">
          <tr>
            <th scope="col" className={TH} aria-sort={ariaSort('title')}>
              {t('courses.table.title')}
            </th>
            <th scope="col" className={TH}>
              {t('courses.table.status')}
            </th>
            <th scope="col" className={TH}>
              {t('courses.table.slides')}
            </th>
            <th scope="col" className={TH}>
              {t('courses.table.minutes')}
            </th>
            <th scope="col" className={TH} aria-sort={ariaSort('updated')}>
              {t('courses.table.updated')}
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">{t('courses.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {courses.map((course) => (
            <tr key={course.id} data-testid="course-row">
              <th scope="row" className={`${TD} text-start font-medium`}>
                <div className="flex items-center gap-3">
                  <CourseCover url={course.coverImage} className="h-9 w-14 shrink-0 rounded-md" />
                  <Link
                    to={pathTo.courseView(course.id)}
                    lang={course.language}
                    dir={directionOf(course.language)}
                    className="min-w-0 break-words text-fg hover:text-primary-800 hover:underline dark:hover:text-primary-200"
                  >
                    {course.title}
                  </Link>
                </div>
              </th>
              <td className={TD}>
                <CourseStatusBadge status={course.status} />
              </td>
              <td className={`${TD} text-fg-muted`}>
                <SlideCount count={course.slideCount} />
              </td>
              <td className={`${TD} text-fg-muted`}>
                <EstimatedMinutes minutes={course.estimatedMinutes} />
              </td>
              <td className={`${TD} text-fg-muted`}>
                <UpdatedTime course={course} />
              </td>
              <td className={`${TD} text-end`}>
                <CourseActionsMenu
                  course={course}
                  onStatus={(action) => actions.onStatus(course, action)}
                  onDuplicate={() => actions.onDuplicate(course)}
                  onDelete={() => actions.onDelete(course)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function CourseTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div
      aria-hidden="true"
      className="space-y-px overflow-hidden rounded-2xl border border-line bg-surface-raised"
    >
      <Skeleton className="h-10 w-full rounded-none" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-4 px-4 py-3">
          <Skeleton className="h-9 w-14 rounded-md" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-4 w-24" />
        </div>
      ))}
    </div>
  );
}
