import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { TRIAL_DAYS } from '@slidewise/shared/subscription/trial';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/error-message';
import { useStartWorkspace } from '../api/start-workspace';

/** A learner-only account has no subscription of its own; one click starts a workspace and its trial. */
export function LearnerWorkspaceCard() {
  const { t } = useTranslation();
  const start = useStartWorkspace({
    onSuccess: () => toast.success(t('subscription.learner.started')),
  });
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
      {start.error ? (
        <Alert tone="error">
          <p>{errorMessage(t, start.error)}</p>
        </Alert>
      ) : null}
      <Button isLoading={start.isPending} onClick={() => start.mutate()}>
        {t('subscription.learner.action')}
      </Button>
    </section>
  );
}
