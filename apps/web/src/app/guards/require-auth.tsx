import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ApiError } from '@/lib/api-client';

/** Protected routes: a visitor signs in first and then comes back to where they were going. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.phase === 'authenticated') return <Outlet />;
  // Checking the session failed (rate limited, server down, offline): that is not "signed
  // out", so show the error page for it (429 says when to retry) rather than the sign-in form.
  if (auth.error instanceof ApiError && auth.error.status !== 401) throw auth.error;
  const to = auth.signedOut ? paths.login : pathTo.signIn(location.pathname + location.search);
  return <Navigate to={to} replace />;
}
