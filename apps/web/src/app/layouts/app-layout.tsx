import { useDisplaySettings } from '@/features/display-settings/hooks/use-display-settings';
import { TrialPopup } from '@/features/subscription/components/trial-popup';
import { MainLayout } from './main-layout';
import { SideblockLayout } from './sideblock-layout';
import { SkipLink } from './skip-link';
import { useFocusRescue } from './use-focus-rescue';
import { useSidebar } from './use-sidebar';

/** The frame of every protected screen, in the layout the display settings choose. */
export function AppLayout() {
  const { settings } = useDisplaySettings();
  const sidebar = useSidebar();
  useFocusRescue();
  return (
    <>
      <SkipLink />
      {settings.themeLayout === 'sideblock' ? (
        <SideblockLayout sidebar={sidebar} />
      ) : (
        <MainLayout sidebar={sidebar} />
      )}
      <TrialPopup />
    </>
  );
}
