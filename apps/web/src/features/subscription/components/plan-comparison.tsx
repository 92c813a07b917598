import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@slidewise/shared/subscription/plans';
import { TRIAL_DAYS } from '@slidewise/shared/subscription/trial';
import { COMPARE_ANCHOR } from '../subscription-paths';
import { usePlanLabels } from '../hooks/use-plan-labels';
import { TableScroll } from '@/components/table-scroll';

/** The comparison table: the target of the popup's "Compare Plans" link. */
export function PlanComparison({ plans }: { plans: Plan[] }) {
  const { t } = useTranslation();
  const { planName } = usePlanLabels();

  const included = (yes: boolean): ReactNode =>
    yes ? (
      <>
        <Check aria-hidden="true" className="size-5 text-primary-600 dark:text-primary-300" />
        <span className="sr-only">{t('subscription.compare.included')}</span>
      </>
    ) : (
      <>
        <Minus aria-hidden="true" className="size-5 text-fg-muted" />
        <span className="sr-only">{t('subscription.compare.notIncluded')}</span>
      </>
    );
  const amount = (max: number | null): ReactNode =>
    max === null ? t('subscription.compare.unlimited') : t('subscription.compare.upTo', { max });

  const rows: { label: string; cell: (plan: Plan) => ReactNode }[] = [
    { label: t('subscription.compare.courses'), cell: (plan) => amount(plan.limits.courses) },
    { label: t('subscription.compare.assignees'), cell: (plan) => amount(plan.limits.assignees) },
    { label: t('subscription.compare.groups'), cell: (plan) => included(plan.limits.groups) },
    {
      label: t('subscription.compare.reports'),
      cell: (plan) => included(plan.features.includes('reports')),
    },
    {
      label: t('subscription.compare.prioritySupport'),
      cell: (plan) => included(plan.features.includes('prioritySupport')),
    },
  ];

  return (
    <section id={COMPARE_ANCHOR} aria-labelledby="compare-title" className="scroll-mt-6 space-y-4">
      <h2 id="compare-title" className="text-xl font-bold">
        {t('subscription.compare.title')}
      </h2>
      <TableScroll
        label={t('subscription.compare.title')}
        className="rounded-2xl border border-line bg-surface-raised"
      >
        <table className="w-full text-start text-sm" aria-labelledby="compare-title">
          <thead className="bg-surface-sunken">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('subscription.compare.feature')}
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="px-4 py-3 text-start font-semibold">
                  {planName(plan.id)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="px-4 py-3 text-start font-medium">
                  {row.label}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id} className="px-4 py-3">
                    <span className="inline-flex items-center">{row.cell(plan)}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="text-sm text-fg-muted">
        {t('subscription.compare.note', { days: TRIAL_DAYS })}
      </p>
    </section>
  );
}
