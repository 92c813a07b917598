import { AppHeader } from './app-header';
import { MainContent } from './main-content';
import { Sidebar } from './sidebar';
import type { SidebarControls } from './use-sidebar';

/** `main-layout`: a full-width header with the brand, and the sidebar beneath it. */
export function MainLayout({ sidebar }: { sidebar: SidebarControls }) {
  return (
    <div data-shell="main-layout" className="flex min-h-dvh flex-col">
      <AppHeader sidebar={sidebar} withBrand />
      <div className="flex flex-1">
        <Sidebar
          sidebar={sidebar}
          tone="plain"
          withBrand={false}
          dockedClassName="sticky top-16 h-[calc(100dvh-4rem)] border-e"
        />
        <MainContent />
      </div>
    </div>
  );
}
