import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { AppProvider } from './provider';
import { router } from './router';
import { ToasterWhenDue } from './toaster-when-due';

export function App() {
  return (
    <AppProvider>
      <Suspense fallback={<LoadingScreen />}>
        <RouterProvider router={router} />
      </Suspense>
      <ToasterWhenDue />
    </AppProvider>
  );
}
