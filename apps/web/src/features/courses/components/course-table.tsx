import { useTranslation } from 'react-i18next';
import type { Course } from '@slidewise/shared/courses/course';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import type { CourseSort, SortOrder } from '../lib/course-filters';
import type { StatusAction } from '../lib/status-actions';
import { CourseActionsMenu } from './course-actions-menu';
import { CourseCover } from './course-cover';
import { CourseTitleLink, EstimatedMinutes, SlideCount, UpdatedTime } from './course-facts';
import { CourseStatusBadge } from './course-status-badge';

export interface CourseRowActions {
  onStatus: (course: Course, action: StatusAction) => void;
  onDuplicate: (course: Course) => void;
  onDelete: (course: Course) => void;
}

/** The courses as a table; the title and updated headers sort the list. */
export function CourseTable({
  courses,
  actions,
  sort,
  order,
  onSort,
}: {
  courses: Course[];
  actions: CourseRowActions;
  sort: CourseSort;
  order: SortOrder;
  onSort: (sort: CourseSort) => void;
}) {
  const { t } = useTranslation();
  const columns: DataColumn<Course>[] = [
    {
      id: 'title',
      header: t('courses.table.title'),
      sortKey: 'title',
      alwaysVisible: true,
      className: 'font-medium',
      cell: (course) => (
        <div className="flex items-center gap-3">
          <CourseCover url={course.coverImage} className="h-9 w-14 shrink-0 rounded-md" />
          <CourseTitleLink course={course} className="min-w-0 break-words" />
        </div>
      ),
    },
    {
      id: 'status',
      header: t('courses.table.status'),
      cell: (course) => <CourseStatusBadge status={course.status} />,
    },
    {
      id: 'slides',
      header: t('courses.table.slides'),
      className: 'text-fg-muted',
      cell: (course) => <SlideCount count={course.slideCount} />,
    },
    {
      id: 'minutes',
      header: t('courses.table.minutes'),
      className: 'text-fg-muted',
      cell: (course) => <EstimatedMinutes minutes={course.estimatedMinutes} />,
    },
    {
      id: 'updated',
      header: t('courses.table.updated'),
      sortKey: 'updated',
      className: 'text-fg-muted',
      cell: (course) => <UpdatedTime course={course} />,
    },
    {
      id: 'actions',
      header: t('courses.table.actions'),
      srOnlyHeader: true,
      alwaysVisible: true,
      className: 'text-end',
      cell: (course) => (
        <CourseActionsMenu
          course={course}
          onStatus={(action) => actions.onStatus(course, action)}
          onDuplicate={() => actions.onDuplicate(course)}
          onDelete={() => actions.onDelete(course)}
        />
      ),
    },
  ];
  return (
    <DataTable
      caption={t('courses.list.label')}
      columns={columns}
      data={courses}
      getRowId={(course) => course.id}
      sort={{ sort, order }}
      onSort={(column) => onSort(column as CourseSort)}
      columnsKey="courses"
      minWidth="min-w-[40rem]"
      rowProps={() => ({ 'data-testid': 'course-row' })}
    />
  );
}
