import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/lib/error-message';
import { usePlans } from '../api/get-plans';
import { useSubscription } from '../api/get-subscription';
import { COMPARE_ANCHOR } from '../subscription-paths';
import { CurrentPlanCard } from './current-plan-card';
import { LearnerWorkspaceCard } from './learner-workspace-card';
import { PlanCards } from './plan-cards';
import { PlanComparison } from './plan-comparison';

function OverviewSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="space-y-6">
      <span role="status" className="sr-only">
        {t('subscription.loading')}
      </span>
      <Skeleton className="h-40 rounded-2xl" />
      <div className="grid gap-5 md:grid-cols-2">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}

/** The subscription screen's body: the current plan (or the learner's way in), plans, comparison. */
export function SubscriptionOverview() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const subscription = useSubscription();
  const plans = usePlans();
  const ready = subscription.isSuccess && plans.isSuccess;

  // "Compare Plans" lands here with #compare; the table only exists once the data is in.
  useEffect(() => {
    if (ready && hash === `#${COMPARE_ANCHOR}`) {
      document.getElementById(COMPARE_ANCHOR)?.scrollIntoView({ block: 'start' });
    }
  }, [ready, hash]);

  const failed = subscription.error ?? plans.error;
  if (failed) {
    return (
      <div className="space-y-3">
        <Alert tone="error">
          <p>{errorMessage(t, failed)}</p>
        </Alert>
        <Button
          variant="secondary"
          onClick={() => {
            void subscription.refetch();
            void plans.refetch();
          }}
        >
          {t('subscription.retry')}
        </Button>
      </div>
    );
  }
  if (!ready) return <OverviewSkeleton />;

  const current = subscription.data;
  return (
    <div className="space-y-10">
      {current ? <CurrentPlanCard subscription={current} /> : <LearnerWorkspaceCard />}
      <PlanCards
        plans={plans.data}
        currentPlan={current?.plan ?? null}
        limited={current?.limited ?? false}
      />
      <PlanComparison plans={plans.data} />
    </div>
  );
}
