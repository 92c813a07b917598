import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TRIAL_DAYS } from '@slidewise/shared/subscription/trial';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { paths } from '@/config/paths';
import { COMPARE_PATH } from '../subscription-paths';
import type { TrialPopupDecision } from '@slidewise/shared/subscription/popup';

export type Shown = Extract<TrialPopupDecision, { show: true }>;

/** The trial popup's dialog (trial-popup.tsx decides when it shows). */
export function TrialDialog({
  shown,
  onClose: close,
}: {
  shown: Shown | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ended = shown?.ended ?? false;

  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => !open && close()}
      title={
        ended
          ? t('subscription.popup.titleEnded')
          : t('subscription.popup.title', { count: shown?.daysLeft ?? 0 })
      }
      description={
        ended
          ? t('subscription.popup.bodyEnded', { days: TRIAL_DAYS })
          : t('subscription.popup.body', { days: TRIAL_DAYS })
      }
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('subscription.popup.remindLater')}
          </Button>
          <Button
            onClick={() => {
              close();
              void navigate(paths.subscription);
            }}
          >
            {t('subscription.popup.upgradeNow')}
          </Button>
        </>
      }
    >
      <h3 className="text-base font-semibold">{t('subscription.popup.whyUpgrade')}</h3>
      <ul className="mt-3 space-y-2 text-sm">
        {[
          t('subscription.popup.reasons.unlimitedCourses'),
          t('subscription.popup.reasons.groups'),
          t('subscription.popup.reasons.prioritySupport'),
        ].map((reason) => (
          <li key={reason} className="flex items-start gap-2">
            <Check
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-primary-600 dark:text-primary-400"
            />
            {reason}
          </li>
        ))}
      </ul>
      <Link
        to={COMPARE_PATH}
        onClick={close}
        className="mt-4 inline-block text-sm font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800 dark:text-primary-300 dark:hover:text-primary-200"
      >
        {t('subscription.popup.comparePlans')}
      </Link>
    </Dialog>
  );
}
