import { useTranslation } from 'react-i18next';
import type { Course } from '@slidewise/shared/courses/course';
import { Card } from '@/components/card';
import { SkeletonCoverCard, SkeletonRepeat } from '@/components/skeleton';
import type { CourseRowActions } from './course-table';
import { CourseActionsMenu } from './course-actions-menu';
import { CourseCover } from './course-cover';
import { CourseTitleLink, EstimatedMinutes, SlideCount, UpdatedTime } from './course-facts';
import { CourseStatusBadge } from './course-status-badge';

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function CourseGrid({ courses, actions }: { courses: Course[]; actions: CourseRowActions }) {
  const { t } = useTranslation();
  return (
    <ul className={GRID} aria-label={t('courses.list.label')}>
      {courses.map((course) => (
        <li key={course.id}>
          <Card data-testid="course-card" className="flex h-full flex-col overflow-hidden">
            <CourseCover url={course.coverImage} className="aspect-video" />
            <div className="flex flex-1 flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-2">
                <h2 className="min-w-0 text-base font-semibold break-words">
                  <CourseTitleLink course={course} />
                </h2>
                <CourseActionsMenu
                  course={course}
                  onStatus={(action) => actions.onStatus(course, action)}
                  onDuplicate={() => actions.onDuplicate(course)}
                  onDelete={() => actions.onDelete(course)}
                />
              </div>
              <div>
                <CourseStatusBadge status={course.status} />
              </div>
              <p className="text-sm text-fg-muted">
                <SlideCount count={course.slideCount} />
                <span aria-hidden="true"> · </span>
                <EstimatedMinutes minutes={course.estimatedMinutes} />
              </p>
              <p className="mt-auto text-xs text-fg-muted">
                <UpdatedTime course={course} withLabel />
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function CourseGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div aria-hidden="true" className={GRID}>
      <SkeletonRepeat count={count}>
        <SkeletonCoverCard
          body="space-y-3 p-4"
          lines={['h-5 w-3/4', 'h-5 w-20 rounded-full', 'h-4 w-1/2', 'h-3 w-1/3']}
        />
      </SkeletonRepeat>
    </div>
  );
}
