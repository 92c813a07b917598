import { useLearnerOnly } from '@/features/auth/api/get-me';
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
  // The trial belongs to a workspace: an account that only learns has none to check.
  const leader = useLearnerOnly() === false;
  useFocusRescue();
  return (
    <>
      <SkipLink />
      {settings.themeLayout === 'sideblock' ? (
        <SideblockLayout sidebar={sidebar} />
      ) : (
        <MainLayout sidebar={sidebar} />
      )}
      {leader && <TrialPopup />}
    </>
  );
}
