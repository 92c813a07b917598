import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  parseLastShown,
  shouldShowTrialPopup,
  TRIAL_POPUP_STORAGE_KEY,
  type TrialPopupDecision,
} from '@slidewise/shared/subscription/popup';
import { TRIAL_DAYS } from '@slidewise/shared/subscription/trial';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { paths } from '@/config/paths';
import { useSubscription } from '../api/get-subscription';
import { COMPARE_PATH } from '../subscription-paths';

type Shown = Extract<TrialPopupDecision, { show: true }>;

/** sessionStorage can throw (privacy modes, full quota); the popup then just forgets. */
function readLastShown(): number | null {
  try {
    return parseLastShown(window.sessionStorage.getItem(TRIAL_POPUP_STORAGE_KEY));
  } catch {
    return null;
  }
}

function recordShown(at: number) {
  try {
    window.sessionStorage.setItem(TRIAL_POPUP_STORAGE_KEY, String(at));
  } catch {
    // Not remembered: at worst it shows again on the next screen.
  }
}

/**
 * The trial popup (seed section 2 and 4), mounted once by the protected layout: a leader
 * on FREE sees it with 5 or fewer days left, at most once an hour per browser session.
 */
export function TrialPopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: subscription, error } = useSubscription();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    // Seed section 8: a failure to check the subscription is only logged.
    if (error) console.error('Could not check the subscription for the trial popup', error);
  }, [error]);

  // Checked again on every screen, so a session that outlives the hour sees it again.
  useEffect(() => {
    if (!subscription) return;
    const now = Date.now();
    const decision = shouldShowTrialPopup({
      trial: subscription.trial,
      plan: subscription.plan,
      isLeader: true,
      lastShownAt: readLastShown(),
      now,
    });
    if (!decision.show) return;
    recordShown(now);
    // The decision rests on sessionStorage and the clock, which render must not touch
    // (recording the showing there would run twice under StrictMode).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(decision);
  }, [subscription, pathname]);

  const close = () => setShown(null);
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
