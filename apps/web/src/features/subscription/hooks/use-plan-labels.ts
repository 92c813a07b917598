import { useTranslation } from 'react-i18next';
import type { Plan, PlanId } from '@slidewise/shared/subscription/plans';
import { TRIAL_DAYS } from '@slidewise/shared/subscription/trial';

type Feature = Plan['features'][number];

/**
 * Plan names and feature lines in the person's language. The server's plan table holds
 * ids, prices and limits; the words are ours, so each language has its own.
 */
export function usePlanLabels() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;

  const planName = (id: PlanId) =>
    id === 'PRO' ? t('subscription.planName.PRO') : t('subscription.planName.FREE');

  const feature = (key: Feature, plan: Plan): string => {
    switch (key) {
      case 'trialDays':
        return t('subscription.features.trialDays', { count: TRIAL_DAYS });
      case 'courses':
        return plan.limits.courses === null
          ? t('subscription.features.unlimitedCourses')
          : t('subscription.features.courses', { count: plan.limits.courses });
      case 'assignees':
        return plan.limits.assignees === null
          ? t('subscription.features.unlimitedAssignees')
          : t('subscription.features.assignees', { count: plan.limits.assignees });
      case 'unlimitedCourses':
        return t('subscription.features.unlimitedCourses');
      case 'unlimitedAssignees':
        return t('subscription.features.unlimitedAssignees');
      case 'groups':
        return t('subscription.features.groups');
      case 'reports':
        return t('subscription.features.reports');
      case 'prioritySupport':
        return t('subscription.features.prioritySupport');
    }
  };

  return { language, planName, feature };
}
