import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  parseLastShown,
  shouldShowTrialPopup,
  TRIAL_POPUP_STORAGE_KEY,
} from '@slidewise/shared/subscription/popup';
import { loadChunk } from '@/lib/chunk-reload';
import { useSubscription } from '../api/get-subscription';
import type { Shown } from './trial-dialog';

// The dialog's code (Radix) loads the first time the popup is due, not with every screen.
const TrialDialog = lazy(() =>
  loadChunk(() => import('./trial-dialog')).then((m) => ({ default: m.TrialDialog })),
);

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

  // Once shown, it stays mounted, so that closing it animates and gives the focus back.
  const [due, setDue] = useState(false);
  if (shown && !due) setDue(true);
  return due ? (
    <Suspense fallback={null}>
      <TrialDialog shown={shown} onClose={() => setShown(null)} />
    </Suspense>
  ) : null;
}
