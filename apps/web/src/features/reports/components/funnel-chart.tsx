import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@slidewise/shared/reports/reports';
import { useFormat } from '@/lib/format';
import { funnelPoints, type FunnelStep } from '../lib/chart-data';
import { ColumnChart } from './column-chart';

const STEP_LABELS = {
  assigned: 'reports.funnel.assigned',
  started: 'reports.funnel.started',
  completed: 'reports.funnel.completed',
} as const satisfies Record<FunnelStep, string>;

const STEP_FILLS: Record<FunnelStep, string> = {
  assigned: 'var(--chart-step-1)',
  started: 'var(--chart-step-2)',
  completed: 'var(--chart-step-3)',
};

/** Assigned → started → completed, as three columns with their share of what was assigned. */
export function FunnelChart({ funnel }: { funnel: ReportSummary['funnel'] }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const points = useMemo(() => funnelPoints(funnel, (step) => t(STEP_LABELS[step])), [funnel, t]);
  const percent = (share: number) => number(share / 100, { style: 'percent' });
  const summary = t('reports.funnel.summary', {
    assigned: number(funnel.assigned),
    started: number(funnel.started),
    completed: number(funnel.completed),
    startedShare: percent(points[1]!.share),
    completedShare: percent(points[2]!.share),
  });

  return (
    <ColumnChart
      title={t('reports.funnel.title')}
      subtitle={t('reports.funnel.subtitle')}
      summary={summary}
      data={points}
      value={(point) => point.value}
      rowKey={(point) => point.step}
      headers={[t('reports.funnel.step'), t('reports.funnel.count'), t('reports.funnel.share')]}
      cells={(point) => [number(point.value), percent(point.share)]}
      tooltip={(point) => ({
        heading: point.label,
        text: t('reports.funnel.tip', {
          formatted: number(point.value),
          share: percent(point.share),
        }),
      })}
      fill={(point) => STEP_FILLS[point.step]}
      valueLabels
    />
  );
}
