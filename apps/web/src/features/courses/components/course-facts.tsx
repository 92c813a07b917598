import { useTranslation } from 'react-i18next';
import type { Course } from '@slidewise/shared/courses/course';
import { useFormat } from '@/lib/format';

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
