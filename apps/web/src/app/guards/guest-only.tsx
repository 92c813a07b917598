import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { LoadingScreen } from '@/components/loading-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { loadPage } from '../page-load';
import { safeRedirect } from './safe-redirect';

/**
 * Sign-in, sign-up and forgot-password (in the guest shell, app/guest-app): a signed-in person
 * goes on to the `redirect` target, or the dashboard, by a page load into the app.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { phase } = useAuth();
  const [params] = useSearchParams();
  const signedIn = phase === 'authenticated';
  const target = safeRedirect(params.get('redirect'));
  useEffect(() => {
    if (signedIn) loadPage(target);
  }, [signedIn, target]);
  return signedIn ? <LoadingScreen /> : children;
}
