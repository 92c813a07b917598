import { useTranslation } from 'react-i18next';
import type { Compliance } from '@slidewise/shared/learning/certification';
import { cn } from '@/lib/class-names';

const LABELS = {
  valid: 'compliance.valid',
  expiring: 'compliance.expiring',
  expired: 'compliance.expired',
  never: 'compliance.never',
} as const satisfies Record<Compliance, string>;

const CLASSES: Record<Compliance, string> = {
  valid:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  expiring:
    'border-secondary-400 bg-secondary-100 text-secondary-950 dark:border-secondary-600 dark:bg-secondary-950 dark:text-secondary-100',
  expired:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  never: 'border-line bg-surface-sunken text-fg-muted',
};

/** Whether someone's training holds: valid, expiring (30 days or less), expired, or never done. */
export function ComplianceBadge({ compliance }: { compliance: Compliance }) {
  const { t } = useTranslation();
  return (
    <span
      data-compliance={compliance}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        CLASSES[compliance],
      )}
    >
      {t(LABELS[compliance])}
    </span>
  );
}
