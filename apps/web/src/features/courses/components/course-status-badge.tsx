import { useTranslation } from 'react-i18next';
import type { CourseStatus } from '@slidewise/shared/courses/course';
import { cn } from '@/lib/class-names';

export const STATUS_LABELS: Record<CourseStatus, string> = {
  draft: 'courses.status.draft',
  published: 'courses.status.published',
  archived: 'courses.status.archived',
};

const TONES: Record<CourseStatus, string> = {
  draft: 'border-line-strong bg-surface-sunken text-fg',
  published:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  archived:
    'border-secondary-300 bg-secondary-50 text-secondary-950 dark:border-secondary-800 dark:bg-secondary-950 dark:text-secondary-50',
};

export function CourseStatusBadge({
  status,
  className,
}: {
  status: CourseStatus;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
        className,
      )}
    >
      {t(STATUS_LABELS[status])}
    </span>
  );
}
