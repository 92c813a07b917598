import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@slidewise/shared/courses/course';
import { directionOf } from '@slidewise/shared/i18n/languages';
import { pathTo } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { useFormat } from '@/lib/format';

/** The course's title, linking to it, in the course's own language and direction. */
export function CourseTitleLink({ course, className }: { course: Course; className?: string }) {
  return (
    <Link
      to={pathTo.courseView(course.id)}
      lang={course.language}
      dir={directionOf(course.language)}
      className={cn(
        'text-fg hover:text-primary-800 hover:underline dark:hover:text-primary-200',
        className,
      )}
    >
      {course.title}
    </Link>
  );
}

export function SlideCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return <>{t('courses.meta.slides', { count })}</>;
}

export function EstimatedMinutes({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  return (
    <>{minutes > 0 ? t('courses.meta.minutes', { count: minutes }) : t('courses.meta.noMinutes')}</>
  );
}

/** "3 days ago" (or "Updated 3 days ago"), with the exact time on hover and for machines. */
export function UpdatedTime({
  course,
  withLabel = false,
}: {
  course: Pick<Course, 'updatedAt'>;
  withLabel?: boolean;
}) {
  const { t } = useTranslation();
  const { relative, dateTime } = useFormat();
  const time = relative(course.updatedAt);
  return (
    <time dateTime={course.updatedAt} title={dateTime(course.updatedAt)}>
      {withLabel ? t('courses.meta.updated', { time }) : time}
    </time>
  );
}
