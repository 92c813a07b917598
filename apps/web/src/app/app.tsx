import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { LoadingScreen } from '@/components/loading-screen';
import { AppProvider } from './provider';
import { router } from './router';

export function App() {
  const { t, i18n } = useTranslation();
  return (
    <AppProvider>
      <Suspense fallback={<LoadingScreen />}>
        <RouterProvider router={router} />
      </Suspense>
      {/* The seed's toast constants. */}
      <Toaster
        position="bottom-right"
        visibleToasts={4}
        duration={4000}
        expand={false}
        gap={14}
        offset={24}
        mobileOffset={16}
        dir={i18n.dir()}
        containerAriaLabel={t('app.notifications')}
        richColors
      />
    </AppProvider>
  );
}
