import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSubscription } from '../api/get-subscription';

/** After the trial, on the dashboard: what the plan now allows, what is used, and the upgrade. */
export function PlanStandingNotice() {
  const { t } = useTranslation();
  const { data } = useSubscription();
  if (!data?.limited) return null;
  const { limits, usage } = data;
  return (
    <section
      aria-labelledby="plan-standing-title"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-secondary-300 bg-secondary-50 px-4 py-3 text-sm text-secondary-950 dark:border-secondary-700 dark:bg-secondary-950 dark:text-secondary-50"
    >
      <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id="plan-standing-title" className="font-semibold">
          {t('subscription.standing.title')}
        </h2>
        <ul className="list-disc ps-5">
          {limits.courses !== null && (
            <li>
              {t('subscription.standing.courses', { used: usage.courses, count: limits.courses })}
            </li>
          )}
          {limits.assignees !== null && (
            <li>
              {t('subscription.standing.assignees', {
                used: usage.assignees,
                count: limits.assignees,
              })}
            </li>
          )}
          {!limits.groups && <li>{t('subscription.standing.groups')}</li>}
        </ul>
        <p>{t('subscription.standing.kept')}</p>
      </div>
      <Link
        to={paths.subscription}
        className="rounded-lg bg-primary-700 px-3 py-1.5 font-semibold text-white hover:bg-primary-800"
      >
        {t('subscription.limit.upgrade')}
      </Link>
    </section>
  );
}
