import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssigneeStatus } from '@slidewise/shared/learning/assignment';
import type { Compliance } from '@slidewise/shared/learning/certification';
import { cn } from '@/lib/class-names';

const TONES = {
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  info: 'border-primary-200 bg-primary-50 text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100',
  warning:
    'border-secondary-400 bg-secondary-100 text-secondary-950 dark:border-secondary-600 dark:bg-secondary-950 dark:text-secondary-100',
  danger:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  muted: 'border-line bg-surface-sunken text-fg-muted',
} as const;

export type BadgeTone = keyof typeof TONES;

/** Where someone is with an assigned course, and whether their training holds. */
export type Status = AssigneeStatus | Compliance;

// Each status: its words, its tone, and whether it warns (an icon, so it does not rest on colour).
const STATUSES: Record<Status, { label: string; tone: BadgeTone; warns?: true }> = {
  not_started: { label: 'assign.status.notStarted', tone: 'muted' },
  in_progress: { label: 'assign.status.inProgress', tone: 'info' },
  completed: { label: 'assign.status.completed', tone: 'success' },
  overdue: { label: 'assign.status.overdue', tone: 'warning', warns: true },
  failed: { label: 'assign.status.failed', tone: 'danger', warns: true },
  // Valid, expiring (30 days or less), expired, or never done.
  valid: { label: 'compliance.valid', tone: 'success' },
  expiring: { label: 'compliance.expiring', tone: 'warning' },
  expired: { label: 'compliance.expired', tone: 'danger' },
  never: { label: 'compliance.never', tone: 'muted' },
};

/** The translation key of a status, for a filter's options. */
export const statusLabel = (status: Status) => STATUSES[status].label;

/** A short label in a pill; the words carry the meaning, the colour only repeats it. */
export function Badge({
  tone,
  warns = false,
  children,
  ...data
}: { tone: BadgeTone; warns?: boolean | undefined; children: ReactNode } & Record<
  `data-${string}`,
  string
>) {
  return (
    <span
      {...data}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
      )}
    >
      {warns && <TriangleAlert aria-hidden="true" className="size-3.5" />}
      {children}
    </span>
  );
}

/** The badge of an assignee's status or of their compliance. */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  const { label, tone, warns } = STATUSES[status];
  return (
    <Badge tone={tone} warns={warns} data-status={status}>
      {t(label)}
    </Badge>
  );
}
