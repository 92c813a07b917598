import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu as MenuIcon, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useRef, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { cn } from '@/lib/class-names';
import { Brand } from './brand';
import { NavList, type SidebarTone } from './nav-list';
import type { SidebarControls } from './use-sidebar';

export const SIDEBAR_ID = 'app-sidebar';
const MENU_BUTTON_ID = 'app-menu-button';

const TONES: Record<SidebarTone, string> = {
  plain: 'border-line bg-surface-raised text-fg',
  block: 'bg-primary-950 text-primary-100',
};

const ICON_BUTTON: Record<SidebarTone, string> = {
  plain: 'text-fg-muted hover:bg-surface-sunken hover:text-fg',
  block: 'text-primary-100 hover:bg-white/10 hover:text-white focus-visible:outline-white',
};

/** How far a finger must drag the drawer towards its edge to close it. */
const SWIPE_CLOSE_PX = 60;

interface SidebarProps {
  sidebar: SidebarControls;
  tone: SidebarTone;
  /** The brand at the top of the docked sidebar (the sideblock layout). */
  withBrand: boolean;
  /** Where the docked sidebar sits in its layout. */
  dockedClassName?: string;
}

export function Sidebar(props: SidebarProps) {
  return props.sidebar.isDrawer ? <SidebarDrawer {...props} /> : <DockedSidebar {...props} />;
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

/** Below large screens: a modal drawer from the start edge (Escape, backdrop, close, swipe). */
function SidebarDrawer({ sidebar, tone }: SidebarProps) {
  const { t, i18n } = useTranslation();
  const touchStart = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined) return;
    // Towards the start edge: left in English, right in Arabic.
    const towardsEdge = i18n.dir() === 'rtl' ? end - start : start - end;
    if (towardsEdge > SWIPE_CLOSE_PX) sidebar.setOpen(false);
  };

  return (
    <RadixDialog.Root open={sidebar.open} onOpenChange={sidebar.setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-sidebar-backdrop=""
          className="sw-fade-in fixed inset-0 z-40 bg-black/50"
        />
        <RadixDialog.Content
          id={SIDEBAR_ID}
          data-sidebar="drawer"
          data-state={sidebar.open ? 'open' : 'closed'}
          aria-describedby={undefined}
          // The menu button opened it from outside the dialog, so Radix cannot find it to refocus.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(MENU_BUTTON_ID)?.focus();
          }}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          className={cn(
            'sw-drawer fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col shadow-2xl focus:outline-none',
            tone === 'plain' && 'border-e',
            TONES[tone],
          )}
        >
          <RadixDialog.Title className="sr-only">{t('shell.nav.title')}</RadixDialog.Title>
          <div className="flex h-16 shrink-0 items-center justify-between gap-2 ps-5 pe-3">
            <Brand
              tone={tone === 'block' ? 'inverse' : 'default'}
              onClick={sidebar.afterNavigate}
            />
            <RadixDialog.Close
              aria-label={t('shell.sidebar.close')}
              className={cn('grid size-11 place-items-center rounded-lg', ICON_BUTTON[tone])}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <NavList tone={tone} onNavigate={sidebar.afterNavigate} />
          <div
            className={cn(
              'shrink-0 border-t px-5 py-4 sm:hidden',
              tone === 'block' ? 'border-white/15 [&_label]:text-primary-100' : 'border-line',
            )}
          >
            <LanguageSwitcher />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
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
