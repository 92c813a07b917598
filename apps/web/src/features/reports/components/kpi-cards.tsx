import {
  BookOpen,
  ClipboardList,
  Gauge,
  Percent,
  TriangleAlert,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@slidewise/shared/reports/reports';
import { Skeleton, SkeletonList } from '@/components/skeleton';
import { cn } from '@/lib/class-names';
import { useFormat } from '@/lib/format';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

function Kpi({
  icon: Icon,
  label,
  value,
  hint,
  warning = false,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  warning?: boolean;
}) {
  return (
    <div
      data-card=""
      className={cn(
        'space-y-2 rounded-2xl border bg-surface-raised p-5',
        warning ? 'border-secondary-500 dark:border-secondary-600' : 'border-line',
      )}
    >
      <dt className="flex items-center gap-3 text-sm font-medium text-fg-muted">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-9 shrink-0 place-items-center rounded-xl',
            warning
              ? 'bg-secondary-100 text-secondary-900 dark:bg-secondary-950 dark:text-secondary-200'
              : 'bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-200',
          )}
        >
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="text-3xl font-bold text-fg tabular-nums">{value}</dd>
      {hint && <dd className="text-sm text-fg-muted">{hint}</dd>}
    </div>
  );
}

/** The six key figures: active courses, people, assignments, completion, average score, overdue. */
export function KpiCards({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const percent = (value: number) => number(value / 100, { style: 'percent' });
  return (
    <section aria-label={t('reports.kpi.label')}>
      <dl className={GRID}>
        <Kpi icon={BookOpen} label={t('reports.kpi.courses')} value={number(summary.courses)} />
        <Kpi icon={UsersRound} label={t('reports.kpi.people')} value={number(summary.people)} />
        <Kpi
          icon={ClipboardList}
          label={t('reports.kpi.assignments')}
          value={number(summary.assignments)}
        />
        <Kpi
          icon={Percent}
          label={t('reports.kpi.completionRate')}
          value={percent(summary.completionRate)}
          hint={t('reports.kpi.completedOf', {
            completed: number(summary.completed),
            assignments: number(summary.assignments),
          })}
        />
        <Kpi
          icon={Gauge}
          label={t('reports.kpi.averageScore')}
          value={summary.averageScore === null ? '—' : percent(summary.averageScore)}
          hint={summary.averageScore === null ? t('reports.kpi.noScores') : undefined}
        />
        <Kpi
          icon={TriangleAlert}
          label={t('reports.kpi.overdue')}
          value={number(summary.overdue)}
          warning={summary.overdue > 0}
        />
      </dl>
    </section>
  );
}

/** The figures' places while they load. */
export function KpiCardsSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonList
      rows={6}
      label={t('reports.kpi.loading')}
      className={GRID}
      row={{
        className: 'flex gap-4 rounded-2xl border border-line bg-surface-raised p-5',
        media: 'size-10 rounded-xl',
        lines: ['h-4 w-1/2', 'h-7 w-1/3'],
      }}
    />
  );
}

/** A chart's place while it loads. */
export function ChartSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="space-y-3 rounded-2xl border border-line bg-surface-raised p-5"
    >
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-60 w-full" />
    </div>
  );
}
