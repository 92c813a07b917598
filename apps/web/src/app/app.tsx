import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { AppToaster } from './app-toaster';
import { LoadingScreen } from '@/components/loading-screen';
import { AppProvider } from './provider';
import { router } from './router';

export function App() {
  return (
    <AppProvider>
      <Suspense fallback={<LoadingScreen />}>
        <RouterProvider router={router} />
      </Suspense>
      <AppToaster />
    </AppProvider>
  );
}
