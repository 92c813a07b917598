import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { safeRedirect } from './safe-redirect';

/** Sign-in, sign-up and forgot-password: a signed-in person goes on to the `redirect` target. */
export function GuestOnly() {
  const auth = useAuth();
  const [params] = useSearchParams();
  if (auth.phase === 'authenticated')
    return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <Outlet />;
}
