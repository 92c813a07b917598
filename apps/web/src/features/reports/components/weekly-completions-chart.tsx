import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportSummary } from '@slidewise/shared/reports/reports';
import { useFormat } from '@/lib/format';
import { busiestWeek, chartDirection, weeklyPoints } from '../lib/chart-data';
import { axisTick, ChartFigure, prefersReducedMotion, tooltipStyles } from './chart-figure';

/** Completions per week for the last 12 weeks, as columns, mirrored in a right-to-left language. */
export function WeeklyCompletionsChart({
  weeks,
  headingLevel,
}: {
  weeks: ReportSummary['completionsByWeek'];
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const { date, number } = useFormat();
  const direction = chartDirection(i18n.dir());
  const points = useMemo(
    () =>
      weeklyPoints(weeks, (weekStart) =>
        date(`${weekStart}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      ),
    [weeks, date],
  );
  const total = points.reduce((sum, point) => sum + point.completed, 0);
  const best = busiestWeek(points);
  const summary = best
    ? t('reports.weekly.summary', {
        count: total,
        formatted: number(total),
        week: best.label,
        best: number(best.completed),
      })
    : t('reports.weekly.none');

  return (
    <ChartFigure
      title={t('reports.weekly.title')}
      subtitle={t('reports.weekly.subtitle')}
      summary={summary}
      headingLevel={headingLevel}
      table={
        <table>
          <caption>{t('reports.weekly.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.weekly.week')}</th>
              <th scope="col">{t('reports.weekly.completed')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.weekStart}>
                <th scope="row">{point.label}</th>
                <td>{number(point.completed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {total === 0 ? (
        <p className="grid h-full place-items-center rounded-xl bg-surface-sunken px-4 text-center text-sm text-fg-muted">
          {t('reports.weekly.none')}
        </p>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={points}
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          >
            <CartesianGrid vertical={false} stroke="var(--chart-grid)" />
            <XAxis
              dataKey="label"
              reversed={direction.reversed}
              tick={axisTick}
              tickLine={false}
              axisLine={{ stroke: 'var(--chart-grid)' }}
              interval="preserveStartEnd"
              minTickGap={8}
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
              formatter={(value) => [number(Number(value)), t('reports.weekly.completed')]}
              labelFormatter={(label) => t('reports.weekly.weekOf', { week: String(label) })}
            />
            <Bar
              dataKey="completed"
              fill="var(--chart-bar)"
              radius={[4, 4, 0, 0]}
              isAnimationActive={!prefersReducedMotion()}
            />
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartFigure>
  );
}
