import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionDetails } from '@slidewise/shared/subscription/plans';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/error-message';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { usePlanLabels } from '../hooks/use-plan-labels';
import { formatDate } from '../utils/plan-format';

function useStatusLabel(subscription: SubscriptionDetails): string {
  const { t } = useTranslation();
  if (subscription.plan === 'FREE') {
    return subscription.trial.status === 'active'
      ? t('subscription.status.trial')
      : t('subscription.status.trialEnded');
  }
  if (subscription.limited) return t('subscription.status.ended');
  switch (subscription.status) {
    case 'past_due':
      return t('subscription.status.pastDue');
    case 'canceled':
      return t('subscription.status.canceled');
    default:
      return t('subscription.status.active');
  }
}

/** Where the leader stands: plan, status, days left or the next date, and limits in force. */
export function CurrentPlanCard({ subscription }: { subscription: SubscriptionDetails }) {
  const { t } = useTranslation();
  const { language, planName } = usePlanLabels();
  const status = useStatusLabel(subscription);
  const portal = useOpenBillingPortal({
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const date = (iso: string) => formatDate(iso, language);
  const { plan, trial, limits } = subscription;
  const endsOn = subscription.renewsAt ?? subscription.expiresAt;

  let timing: string;
  if (plan === 'FREE') {
    timing =
      trial.status === 'active'
        ? t('subscription.current.daysLeft', { count: trial.daysLeft, date: date(endsOn) })
        : t('subscription.current.trialEnded', { date: date(endsOn) });
  } else if (subscription.limited) {
    timing = t('subscription.current.ended', { date: date(endsOn) });
  } else if (subscription.status === 'canceled') {
    timing = t('subscription.current.endsOn', { date: date(endsOn) });
  } else {
    timing = t('subscription.current.renewsOn', { date: date(endsOn) });
  }

  return (
    <section
      aria-labelledby="current-plan-title"
      className="space-y-4 rounded-2xl border border-line bg-surface-raised p-6 shadow-xs"
    >
      <h2 id="current-plan-title" className="text-sm font-semibold text-fg-muted uppercase">
        {t('subscription.current.title')}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-2xl font-bold">{planName(plan)}</p>
        <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100">
          <span className="sr-only">{t('subscription.current.statusLabel')} </span>
          {status}
        </span>
      </div>
      <p className="text-fg">{timing}</p>
      {subscription.status === 'past_due' && (
        <Alert tone="error">
          <p>{t('subscription.current.pastDue')}</p>
        </Alert>
      )}
      {subscription.limited && (
        <Alert tone="info">
          <p className="font-semibold">{t('subscription.current.limitedTitle')}</p>
          <ul className="list-disc space-y-0.5 ps-5">
            {limits.courses !== null && (
              <li>{t('subscription.current.limitCourses', { count: limits.courses })}</li>
            )}
            {limits.assignees !== null && (
              <li>{t('subscription.current.limitAssignees', { count: limits.assignees })}</li>
            )}
            {!limits.groups && <li>{t('subscription.current.limitGroups')}</li>}
          </ul>
          <p>{t('subscription.current.limitedKeep')}</p>
        </Alert>
      )}
      {subscription.billing.canManage && (
        <div className="space-y-3">
          <Button
            variant="secondary"
            isLoading={portal.isPending || portal.isSuccess}
            onClick={() => portal.mutate()}
          >
            <CreditCard aria-hidden="true" className="size-4" />
            {t('subscription.current.manageBilling')}
          </Button>
          {portal.error && (
            <Alert tone="error">
              <p>{errorMessage(t, portal.error)}</p>
            </Alert>
          )}
        </div>
      )}
    </section>
  );
}
