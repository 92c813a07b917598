import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { LoadingScreen } from '@/components/loading-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { enterApp } from '../shell-switch';
import { safeRedirect } from './safe-redirect';

// Whether this page showed a guest screen: signing in here then moves the focus on, as a navigation.
let shownToVisitor = false;

/**
 * Sign-in, sign-up and forgot-password (in the guest shell, app/guest-app): a signed-in person
 * goes on to the `redirect` target, or the dashboard, in the app.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { phase } = useAuth();
  const [params] = useSearchParams();
  const signedIn = phase === 'authenticated';
  const target = safeRedirect(params.get('redirect'));
  useEffect(() => {
    if (signedIn) void enterApp(target, { focusHeading: shownToVisitor });
    else shownToVisitor = true;
  }, [signedIn, target]);
  return signedIn ? <LoadingScreen /> : children;
}
