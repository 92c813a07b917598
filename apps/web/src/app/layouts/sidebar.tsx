import { Menu as MenuIcon, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/class-names';
import { loadChunk } from '@/lib/chunk-reload';
import { Brand } from './brand';
import { NavList } from './nav-list';
import { ICON_BUTTON, MENU_BUTTON_ID, SIDEBAR_ID, TONES, type SidebarProps } from './sidebar-look';
import type { SidebarControls } from './use-sidebar';

// The drawer (a Radix dialog) loads when it first opens: a phone's first screen goes without it.
const SidebarDrawer = lazy(() =>
  loadChunk(() => import('./sidebar-drawer')).then((m) => ({ default: m.SidebarDrawer })),
);

export function Sidebar(props: SidebarProps) {
  const { isDrawer, open } = props.sidebar;
  const [drawerOpened, setDrawerOpened] = useState(false);
  if (isDrawer && open && !drawerOpened) setDrawerOpened(true);
  if (!isDrawer) return <DockedSidebar {...props} />;
  return drawerOpened ? (
    <Suspense fallback={null}>
      <SidebarDrawer {...props} />
    </Suspense>
  ) : null;
}

function DockedSidebar({ sidebar, tone, withBrand, dockedClassName }: SidebarProps) {
  const { t } = useTranslation();
  const { collapsed } = sidebar;
  const CollapseIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <div
      id={SIDEBAR_ID}
      hidden={!sidebar.open}
      data-sidebar="docked"
      data-state={sidebar.open ? 'open' : 'closed'}
      data-collapsed={collapsed}
      className={cn(
        'flex shrink-0 flex-col transition-[width] duration-200 motion-reduce:transition-none',
        collapsed ? 'w-20' : 'w-64',
        TONES[tone],
        dockedClassName,
      )}
    >
      {withBrand && (
        <div
          className={cn('flex h-16 shrink-0 items-center px-5', collapsed && 'justify-center px-0')}
        >
          <Brand tone={tone === 'block' ? 'inverse' : 'default'} compact={collapsed} />
        </div>
      )}
      <NavList tone={tone} collapsed={collapsed} />
      <div className={cn('shrink-0 p-3', collapsed && 'flex justify-center')}>
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          aria-label={collapsed ? t('shell.sidebar.expand') : t('shell.sidebar.collapse')}
          title={collapsed ? t('shell.sidebar.expand') : t('shell.sidebar.collapse')}
          onClick={sidebar.toggleCollapsed}
          className={cn('grid size-11 place-items-center rounded-lg', ICON_BUTTON[tone])}
        >
          <CollapseIcon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
    </div>
  );
}

/** The header button that opens and closes the sidebar. */
export function MenuButton({ sidebar }: { sidebar: SidebarControls }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      id={MENU_BUTTON_ID}
      aria-label={t('shell.menu')}
      title={t('shell.menu')}
      aria-expanded={sidebar.open}
      aria-controls={sidebar.open || !sidebar.isDrawer ? SIDEBAR_ID : undefined}
      onClick={sidebar.toggle}
      className="grid size-10 shrink-0 place-items-center rounded-lg text-fg-muted hover:bg-surface-sunken hover:text-fg"
    >
      <MenuIcon aria-hidden="true" className="size-5" />
    </button>
  );
}
