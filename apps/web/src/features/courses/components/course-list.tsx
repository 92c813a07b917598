import { BookOpen, BookPlus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { Course } from '@slidewise/shared/courses/course';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { SkeletonList } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useCourses } from '../api/get-courses';
import { useCourseActions } from '../hooks/use-course-actions';
import { useCourseFilters } from '../hooks/use-course-filters';
import { useViewMode } from '../hooks/use-view-mode';
import {
  COURSES_PAGE_SIZE,
  DEFAULT_FILTERS,
  effectiveOrder,
  isFiltered,
  pageCount,
} from '../lib/course-filters';
import { CourseGrid, CourseGridSkeleton } from './course-grid';
import { CourseListToolbar } from './course-list-toolbar';
import { CourseTable, type CourseRowActions } from './course-table';
import { DeleteCourseDialog } from './delete-course-dialog';
import { LinkButton } from './link-button';

/**
 * The leader's courses: search, filter, sort and page through them (all kept in the
 * address), as cards or as a table, and act on each one.
 */
export function CourseList({ onBlocked }: { onBlocked?: (error: unknown) => void }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const { filters, setFilters, hrefFor } = useCourseFilters();
  const [view, setView] = useViewMode();
  const courses = useCourses(filters);
  const actions = useCourseActions({ onBlocked });
  const [deleting, setDeleting] = useState<Course | null>(null);

  const rowActions: CourseRowActions = {
    onStatus: (course, action) => void actions.changeStatus(course, action),
    onDuplicate: (course) => void actions.duplicate(course),
    onDelete: setDeleting,
  };

  const confirmDelete = async (course: Course) => {
    const result = await actions.remove(course);
    if (result.ok) setDeleting(null);
  };

  const data = courses.data;
  const totalPages = data ? pageCount(data.total, COURSES_PAGE_SIZE) : 1;

  let body;
  if (courses.isPending) {
    body =
      view === 'grid' ? (
        <div role="status">
          <span className="sr-only">{t('courses.list.loading')}</span>
          <CourseGridSkeleton />
        </div>
      ) : (
        <SkeletonList rows={6} label={t('courses.list.loading')} />
      );
  } else if (courses.isError && !data) {
    body = (
      <Alert tone="error">
        <p>{errorMessage(t, courses.error)}</p>
        <button
          type="button"
          onClick={() => void courses.refetch()}
          className="font-semibold underline"
        >
          {t('courses.list.retry')}
        </button>
      </Alert>
    );
  } else if (data && data.items.length === 0 && data.total > 0 && filters.page > 1) {
    // A page past the end (its last course was just deleted): go to the last one there is.
    return <Navigate to={hrefFor({ page: totalPages })} replace />;
  } else if (data && data.total === 0 && !isFiltered(filters)) {
    body = (
      <EmptyState
        icon={BookOpen}
        title={t('courses.empty.title')}
        description={t('routes.courses.description')}
        action={
          <LinkButton to={paths.courseCreate}>
            <BookPlus aria-hidden="true" className="size-4" />
            {t('courses.empty.action')}
          </LinkButton>
        }
      />
    );
  } else if (data && data.total === 0) {
    body = (
      <EmptyState
        icon={SearchX}
        title={t('courses.noResults.title')}
        description={
          filters.q
            ? t('courses.noResults.search', { q: filters.q })
            : t('courses.noResults.filters')
        }
        action={
          <Button
            variant="secondary"
            onClick={() => setFilters({ q: DEFAULT_FILTERS.q, status: DEFAULT_FILTERS.status })}
          >
            {t('courses.noResults.clear')}
          </Button>
        }
      />
    );
  } else if (data) {
    const first = (data.page - 1) * data.pageSize + 1;
    const last = first + data.items.length - 1;
    body = (
      <div
        aria-busy={courses.isPlaceholderData || undefined}
        className={cn('space-y-6 transition-opacity', courses.isPlaceholderData && 'opacity-60')}
      >
        {view === 'grid' ? (
          <CourseGrid courses={data.items} actions={rowActions} />
        ) : (
          <CourseTable
            courses={data.items}
            actions={rowActions}
            sort={filters.sort}
            order={effectiveOrder(filters)}
            onSort={(sort) =>
              setFilters(
                sort === filters.sort
                  ? { order: effectiveOrder(filters) === 'asc' ? 'desc' : 'asc' }
                  : { sort },
              )
            }
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-fg-muted">
            {t('courses.list.showing', {
              first,
              last,
              count: data.total,
              total: number(data.total),
            })}
          </p>
          <Pagination
            page={filters.page}
            totalPages={totalPages}
            getPageHref={(page) => hrefFor({ page })}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <CourseListToolbar
        filters={filters}
        onChange={(change) => setFilters(change)}
        // Each pause in typing replaces the address rather than stacking up history.
        onSearch={(q) => setFilters({ q }, { replace: true })}
        view={view}
        onViewChange={setView}
      />
      {/* Says how many courses a search found, as it changes. */}
      <p aria-live="polite" className="sr-only">
        {data && !courses.isPlaceholderData ? t('courses.list.found', { count: data.total }) : ''}
      </p>
      {body}
      <DeleteCourseDialog
        course={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(course) => void confirmDelete(course)}
        isDeleting={actions.isDeleting}
      />
    </div>
  );
}
