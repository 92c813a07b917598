import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingInterval, Plan, PlanId } from '@slidewise/shared/subscription/plans';
import { TRIAL_DAYS } from '@slidewise/shared/subscription/trial';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { cn } from '@/lib/class-names';
import { errorMessage } from '@/lib/error-message';
import { useStartCheckout } from '../api/start-checkout';
import { usePlanLabels } from '../hooks/use-plan-labels';
import { formatPrice, yearlySavingPercent } from '../utils/plan-format';
import { BillingIntervalSwitch } from './billing-interval-switch';

export interface PlanCardsProps {
  plans: Plan[];
  /** The leader's plan; null for a learner-only account (no upgrade offered). */
  currentPlan: PlanId | null;
  /** True when the current plan no longer runs (trial over, paid period ended). */
  limited: boolean;
}

/** One card per plan, with the monthly / yearly switch and the Upgrade button. */
export function PlanCards({ plans, currentPlan, limited }: PlanCardsProps) {
  const { t } = useTranslation();
  const { language, planName, feature } = usePlanLabels();
  const [interval, setBillingInterval] = useState<BillingInterval>('monthly');
  const checkout = useStartCheckout({
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const saving = Math.max(0, ...plans.map((plan) => yearlySavingPercent(plan.prices)));

  return (
    <section aria-labelledby="plans-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="plans-title" className="text-xl font-bold">
          {t('subscription.plans.title')}
        </h2>
        <BillingIntervalSwitch
          value={interval}
          onChange={setBillingInterval}
          savingPercent={saving}
        />
      </div>
      <ul className="grid gap-5 md:grid-cols-2">
        {plans.map((plan) => {
          const free = plan.prices.monthly === 0 && plan.prices.yearly === 0;
          const isCurrent = plan.id === currentPlan;
          const price = interval === 'monthly' ? plan.prices.monthly : plan.prices.yearly;
          const titleId = `plan-${plan.id}-title`;
          return (
            <li key={plan.id}>
              <article
                aria-labelledby={titleId}
                className={cn(
                  'flex h-full flex-col gap-4 rounded-2xl border bg-surface-raised p-6 shadow-xs',
                  plan.id === 'PRO' ? 'border-primary-600 border-2' : 'border-line',
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={titleId} className="text-lg font-bold">
                    {planName(plan.id)}
                  </h3>
                  {isCurrent && (
                    <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100">
                      {t('subscription.plans.current')}
                    </span>
                  )}
                </div>
                <p>
                  {free ? (
                    <>
                      <span className="text-3xl font-bold">{t('subscription.plans.free')}</span>{' '}
                      <span className="text-fg-muted">
                        {t('subscription.plans.forDays', { count: TRIAL_DAYS })}
                      </span>
                    </>
                  ) : (
                    <>
                      <span className="text-3xl font-bold" data-testid={`price-${plan.id}`}>
                        {formatPrice(price, plan.prices.currency, language)}
                      </span>{' '}
                      <span className="text-fg-muted">
                        {interval === 'monthly'
                          ? t('subscription.plans.perMonth')
                          : t('subscription.plans.perYear')}
                      </span>
                    </>
                  )}
                </p>
                {!free && interval === 'yearly' && yearlySavingPercent(plan.prices) > 0 && (
                  <p className="text-sm text-fg-muted">
                    {t('subscription.plans.yearlySaving', {
                      amount: formatPrice(
                        plan.prices.monthly * 12 - plan.prices.yearly,
                        plan.prices.currency,
                        language,
                      ),
                    })}
                  </p>
                )}
                <ul className="flex-1 space-y-2 text-sm">
                  {plan.features.map((key) => (
                    <li key={key} className="flex items-start gap-2">
                      <Check
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-primary-600 dark:text-primary-300"
                      />
                      {feature(key, plan)}
                    </li>
                  ))}
                </ul>
                {/* Beside the button pressed, in view on a phone, where the cards stack. */}
                {checkout.error && checkout.variables.planId === plan.id && (
                  <Alert tone="error" focus>
                    <p>{errorMessage(t, checkout.error)}</p>
                  </Alert>
                )}
                {currentPlan !== null && !free && (!isCurrent || limited) && (
                  <Button
                    fullWidth
                    isLoading={
                      checkout.isPending ||
                      (checkout.isSuccess && checkout.variables.planId === plan.id)
                    }
                    onClick={() => checkout.mutate({ planId: plan.id, interval })}
                  >
                    {isCurrent
                      ? t('subscription.plans.renew', { plan: planName(plan.id) })
                      : t('subscription.plans.upgrade', { plan: planName(plan.id) })}
                  </Button>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
