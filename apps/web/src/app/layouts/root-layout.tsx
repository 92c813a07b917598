import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { NavigationProgress } from '@/components/navigation-progress';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function RootLayout() {
  const { phase } = useAuth();
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      {phase === 'loading' || phase === 'not_initialized' ? <LoadingScreen /> : <Outlet />}
    </>
  );
}
