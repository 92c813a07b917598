import { AppHeader } from './app-header';
import { MainContent } from './main-content';
import { Sidebar } from './sidebar';
import type { SidebarControls } from './use-sidebar';

/** `sideblock`: a full-height brand-coloured sidebar block beside a header and the page. */
export function SideblockLayout({ sidebar }: { sidebar: SidebarControls }) {
  const sidebarShown = sidebar.open && !sidebar.isDrawer;
  return (
    <div data-shell="sideblock" className="flex min-h-dvh">
      <Sidebar sidebar={sidebar} tone="block" withBrand dockedClassName="sticky top-0 h-dvh" />
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader sidebar={sidebar} withBrand={!sidebarShown} />
        <MainContent />
      </div>
    </div>
  );
}
