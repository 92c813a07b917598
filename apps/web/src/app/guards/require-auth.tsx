import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** Protected routes: a visitor signs in first and then comes back to where they were going. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.phase === 'authenticated') return <Outlet />;
  const search = auth.signedOut
    ? ''
    : `?${new URLSearchParams({ redirect: location.pathname + location.search })}`;
  return <Navigate to={`${paths.login}${search}`} replace />;
}
