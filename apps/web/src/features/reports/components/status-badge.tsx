import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssigneeStatus } from '@slidewise/shared/learning/assignment';
import { cn } from '@/lib/class-names';

const STATUS_LABELS = {
  not_started: 'reports.status.notStarted',
  in_progress: 'reports.status.inProgress',
  completed: 'reports.status.completed',
  overdue: 'reports.status.overdue',
  failed: 'reports.status.failed',
} as const satisfies Record<AssigneeStatus, string>;

const STATUS_CLASSES: Record<AssigneeStatus, string> = {
  not_started: 'border-line bg-surface-sunken text-fg-muted',
  in_progress:
    'border-primary-200 bg-primary-50 text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100',
  completed:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  // A warning: amber, with an icon so it does not rest on colour alone.
  overdue:
    'border-secondary-400 bg-secondary-100 text-secondary-950 dark:border-secondary-600 dark:bg-secondary-950 dark:text-secondary-100',
  failed:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};

export function StatusBadge({ status }: { status: AssigneeStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_CLASSES[status],
      )}
    >
      {(status === 'overdue' || status === 'failed') && (
        <TriangleAlert aria-hidden="true" className="size-3.5" />
      )}
      {t(STATUS_LABELS[status])}
    </span>
  );
}
