import { useTranslation } from 'react-i18next';
import { ErrorPage, errorPageKind } from '@/components/error-page';
import { Skeleton, SkeletonText } from '@/components/skeleton';
import { useCourse } from '../api/get-course';
import { CourseEditor } from './course-editor';
import { CourseOverview } from './course-overview';
import { DocumentTitle } from '@/components/document-title';

function CourseScreenSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-8">
      <DocumentTitle title={t('routes.courseView.title')} />
      <span className="sr-only">{t('courses.view.loading')}</span>
      <div aria-hidden="true" className="space-y-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-2/3" />
        <div className="flex gap-2">
          <Skeleton className="h-10 w-24" />
          <Skeleton className="h-10 w-28" />
          <Skeleton className="h-10 w-24" />
        </div>
      </div>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="aspect-video w-full rounded-2xl" />
          <SkeletonText lines={4} />
        </div>
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    </div>
  );
}

/**
 * `/courses/view/:id` and `/courses/edit/:id`: the same screen, read-only or editable.
 * A course that is not this leader's (or no longer exists) is the 404 page.
 */
export function CourseScreen({
  id,
  mode,
  onBlocked,
}: {
  id: string;
  mode: 'view' | 'edit';
  /** A plan limit was met (duplicating): the route shows the upgrade. */
  onBlocked?: (error: unknown) => void;
}) {
  const course = useCourse(id);
  if (course.isError)
    return (
      <ErrorPage
        kind={errorPageKind(course.error)}
        error={course.error}
        onRetry={() => void course.refetch()}
      />
    );
  // Editing starts from the server's latest version, never from an older copy in memory.
  if (!course.data || (mode === 'edit' && !course.isFetchedAfterMount))
    return <CourseScreenSkeleton />;
  return mode === 'edit' ? (
    <CourseEditor key={course.data.id} course={course.data} onBlocked={onBlocked} />
  ) : (
    <CourseOverview course={course.data} onBlocked={onBlocked} />
  );
}
