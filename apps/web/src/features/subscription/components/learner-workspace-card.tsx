import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@slidewise/shared/subscription/trial';
import { Button } from '@/components/button';

/**
 * A learner-only account has no subscription of its own. Starting a workspace needs an
 * endpoint that does not exist yet, so the button is there but says it is coming.
 */
export function LearnerWorkspaceCard() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="workspace-title"
      className="space-y-4 rounded-2xl border border-line bg-surface-raised p-6 shadow-xs"
    >
      <h2 id="workspace-title" className="flex items-center gap-2 text-xl font-bold">
        <Building2 aria-hidden="true" className="size-5 text-primary-600 dark:text-primary-300" />
        {t('subscription.learner.title')}
      </h2>
      <p>{t('subscription.learner.body', { days: TRIAL_DAYS })}</p>
      <Button disabled aria-describedby="workspace-soon">
        {t('subscription.learner.action')}
      </Button>
      <p id="workspace-soon" className="text-sm text-fg-muted">
        {t('subscription.learner.soon')}
      </p>
    </section>
  );
}
