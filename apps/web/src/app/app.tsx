import { Suspense, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { LoadingScreen } from '@/components/loading-screen';
import { useDisplaySettings } from '@/features/display-settings/hooks/use-display-settings';
import { AppProvider } from './provider';
import { router } from './router';

/**
 * The toast area. Seed constants: 4000 ms, 356 px wide (sonner's default), 14 px gap, 24 px
 * offset (16 px on mobile), 45 px swipe threshold (sonner's default), Alt+T focuses it. Position,
 * expansion and the number of visible toasts are display settings.
 */
function AppToaster() {
  const { t, i18n } = useTranslation();
  const { settings, theme } = useDisplaySettings();
  const { position, isExpanded, visibleToasts } = settings.notification;
  return (
    <Toaster
      position={position}
      expand={isExpanded}
      visibleToasts={visibleToasts}
      duration={4000}
      gap={14}
      offset={24}
      mobileOffset={16}
      hotkey={['altKey', 'KeyT']}
      theme={theme}
      dir={i18n.dir()}
      containerAriaLabel={t('app.notifications')}
      style={{ '--width': '356px' } as CSSProperties}
      richColors
    />
  );
}

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
