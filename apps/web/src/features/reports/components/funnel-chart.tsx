import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReportSummary } from '@slidewise/shared/reports/reports';
import { useFormat } from '@/lib/format';
import { chartDirection, funnelPoints, type FunnelStep } from '../lib/chart-data';
import { axisTick, ChartFigure, prefersReducedMotion, tooltipStyles } from './chart-figure';

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
  const { t, i18n } = useTranslation();
  const { number } = useFormat();
  const direction = chartDirection(i18n.dir());
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
    <ChartFigure
      title={t('reports.funnel.title')}
      subtitle={t('reports.funnel.subtitle')}
      summary={summary}
      table={
        <table>
          <caption>{t('reports.funnel.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.funnel.step')}</th>
              <th scope="col">{t('reports.funnel.count')}</th>
              <th scope="col">{t('reports.funnel.share')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.step}>
                <th scope="row">{point.label}</th>
                <td>{number(point.value)}</td>
                <td>{percent(point.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={points}
          accessibilityLayer={false}
          margin={{ top: 24, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid vertical={false} stroke="var(--chart-grid)" />
          <XAxis
            dataKey="label"
            reversed={direction.reversed}
            tick={axisTick}
            tickLine={false}
            axisLine={{ stroke: 'var(--chart-grid)' }}
          />
          <YAxis
            orientation={direction.valueAxis}
            allowDecimals={false}
            tick={axisTick}
            tickLine={false}
            axisLine={false}
            width={36}
            tickFormatter={(value: number) => number(value)}
          />
          <Tooltip
            {...tooltipStyles}
            formatter={(value, _name, item) => [
              `${number(Number(value))} (${percent((item.payload as { share: number }).share)})`,
              t('reports.funnel.count'),
            ]}
          />
          <Bar dataKey="value" radius={[4, 4, 0, 0]} isAnimationActive={!prefersReducedMotion()}>
            {points.map((point) => (
              <Cell key={point.step} fill={STEP_FILLS[point.step]} />
            ))}
            <LabelList
              dataKey="value"
              position="top"
              fill="var(--color-fg)"
              fontSize={12}
              formatter={(value) => number(Number(value))}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
