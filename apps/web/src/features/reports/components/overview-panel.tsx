import { useReportSummary } from '../api/get-report-summary';
import type { ReportFilters } from '../lib/report-search';
import { FunnelChart } from './funnel-chart';
import { ChartSkeleton, KpiCards, KpiCardsSkeleton } from './kpi-cards';
import { FilterRejection, FixFiltersNotice, isFilterRejection, ReportError } from './report-notice';
import { WeeklyCompletionsChart } from './weekly-completions-chart';

/** The key figures, the completion funnel and completions over time, for the filters. */
export function OverviewPanel({ filters, ready }: { filters: ReportFilters; ready: boolean }) {
  const summary = useReportSummary(filters, { enabled: ready });

  if (!ready) return <FixFiltersNotice />;
  if (summary.isError) {
    return isFilterRejection(summary.error, filters.groupId) ? (
      <FilterRejection error={summary.error} />
    ) : (
      <ReportError error={summary.error} onRetry={() => void summary.refetch()} />
    );
  }
  return (
    <div className="space-y-6">
      {summary.data ? <KpiCards summary={summary.data} /> : <KpiCardsSkeleton />}
      <div className="grid gap-6 lg:grid-cols-2">
        {summary.data ? (
          <>
            <FunnelChart funnel={summary.data.funnel} />
            <WeeklyCompletionsChart weeks={summary.data.completionsByWeek} />
          </>
        ) : (
          <>
            <ChartSkeleton />
            <ChartSkeleton />
          </>
        )}
      </div>
    </div>
  );
}
