import type { Plan, PlanId, PlanLimits } from '@slidewise/shared/subscription/plans';
import type { Config } from '../../config.js';

/** What FREE allows once the trial is over (PRODUCT.md). */
export const FREE_LIMITS: PlanLimits = { courses: 3, assignees: 25, groups: false };
export const UNLIMITED: PlanLimits = { courses: null, assignees: null, groups: true };

/** The one table of plans. Prices are configurable; limits and features are ours. */
export function planTable(pricing: Config['pricing']): Plan[] {
  return [
    {
      id: 'FREE',
      name: 'Free trial',
      prices: { monthly: 0, yearly: 0, currency: pricing.currency },
      limits: FREE_LIMITS,
      features: ['trialDays', 'courses', 'assignees', 'reports'],
    },
    {
      id: 'PRO',
      name: 'Pro',
      prices: {
        monthly: pricing.proMonthly,
        yearly: pricing.proYearly,
        currency: pricing.currency,
      },
      limits: UNLIMITED,
      features: ['unlimitedCourses', 'unlimitedAssignees', 'groups', 'reports', 'prioritySupport'],
    },
  ];
}

export function isPlanId(value: string): value is PlanId {
  return value === 'FREE' || value === 'PRO';
}
