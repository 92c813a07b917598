import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@slidewise/shared/reports/reports';
import { useFormat } from '@/lib/format';
import { busiestWeek, weeklyPoints } from '../lib/chart-data';
import { ColumnChart } from './column-chart';

/** Completions per week for the last 12 weeks, as columns, mirrored in a right-to-left language. */
export function WeeklyCompletionsChart({
  weeks,
  headingLevel,
}: {
  weeks: ReportSummary['completionsByWeek'];
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
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
    <ColumnChart
      title={t('reports.weekly.title')}
      subtitle={t('reports.weekly.subtitle')}
      summary={summary}
      headingLevel={headingLevel}
      data={points}
      value={(point) => point.completed}
      rowKey={(point) => point.weekStart}
      headers={[t('reports.weekly.week'), t('reports.weekly.completed')]}
      cells={(point) => [number(point.completed)]}
      empty={
        total === 0 && (
          <p className="grid h-full place-items-center rounded-xl bg-surface-sunken px-4 text-center text-sm text-fg-muted">
            {t('reports.weekly.none')}
          </p>
        )
      }
      tooltip={(point) => ({
        heading: t('reports.weekly.weekOf', { week: point.label }),
        text: t('reports.weekly.tip', { formatted: number(point.completed) }),
      })}
    />
  );
}
