import type { SidebarTone } from './nav-list';
import type { SidebarControls } from './use-sidebar';

// What the docked sidebar, the drawer (sidebar-drawer.tsx) and the menu button share.
export const SIDEBAR_ID = 'app-sidebar';
export const MENU_BUTTON_ID = 'app-menu-button';

export const TONES: Record<SidebarTone, string> = {
  plain: 'border-line bg-surface-raised text-fg',
  block: 'bg-primary-950 text-primary-100',
};

export const ICON_BUTTON: Record<SidebarTone, string> = {
  plain: 'text-fg-muted hover:bg-surface-sunken hover:text-fg',
  block: 'text-primary-100 hover:bg-white/10 hover:text-white focus-visible:outline-white',
};

export interface SidebarProps {
  sidebar: SidebarControls;
  tone: SidebarTone;
  /** The brand at the top of the docked sidebar (the sideblock layout). */
  withBrand: boolean;
  /** Where the docked sidebar sits in its layout. */
  dockedClassName?: string;
}
