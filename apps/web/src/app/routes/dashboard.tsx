import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { LoadError } from '@/components/load-error';
import { useMe } from '@/features/auth/api/get-me';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LearnerSummary } from '@/features/dashboard/components/learner-summary';
import { OverdueList } from '@/features/dashboard/components/overdue-list';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { RecentlyCompleted } from '@/features/dashboard/components/recently-completed';
import { WelcomePanel } from '@/features/dashboard/components/welcome-panel';
import { useReportSummary } from '@/features/reports/api/get-report-summary';
import { ChartSkeleton, KpiCards, KpiCardsSkeleton } from '@/features/reports/components/kpi-cards';
import { PlanStandingNotice } from '@/features/subscription/components/plan-standing-notice';
import { WeeklyCompletionsChart } from '@/features/reports/components/weekly-completions-chart';

/** A leader's Monday morning: the figures, the trend, who is behind, who finished, what to start. */
function LeaderDashboard() {
  const summary = useReportSummary({});

  if (summary.isPending) {
    return (
      <div className="space-y-6">
        <KpiCardsSkeleton />
        <ChartSkeleton />
      </div>
    );
  }
  if (summary.isError) {
    return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  }

  const data = summary.data;
  // Nothing assigned yet: the way to begin, not a wall of zeros.
  if (data.assignments === 0) {
    return (
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <WelcomePanel hasCourse={data.courses > 0} />
        </div>
        <QuickActions />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <KpiCards summary={data} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <WeeklyCompletionsChart weeks={data.completionsByWeek} />
        </div>
        <QuickActions />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <OverdueList count={data.overdue} />
        <RecentlyCompleted completed={data.completed} />
      </div>
    </div>
  );
}

export function DashboardRoute() {
  const { t } = useTranslation();
  const { username, email } = useAuth();
  const me = useMe();
  // Someone who only learns (no workspace of their own) sees their own learning instead.
  const learnerOnly = me.data?.leader === null;
  return (
    <Page title={t('dashboard.title')} intro={t('dashboard.greeting', { name: username ?? email })}>
      {me.isPending ? (
        <KpiCardsSkeleton />
      ) : learnerOnly ? (
        <LearnerSummary />
      ) : (
        <>
          <PlanStandingNotice />
          <LeaderDashboard />
        </>
      )}
    </Page>
  );
}
