/**
 * The sidebar's two states (seed section 2): open/closed, and expanded/collapsed (an
 * icons-only rail). It opens on extra-large screens (≥ 1280 px) and closes when the
 * screen falls to large (1024 px) or smaller, where it becomes an off-canvas drawer.
 */
export const XL_UP = '(min-width: 1280px)';
export const LG_DOWN = '(max-width: 1024px)';

export interface SidebarState {
  open: boolean;
  collapsed: boolean;
}

export type SidebarAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle' }
  | { type: 'toggle-collapsed' }
  /** A media query started or stopped matching. */
  | { type: 'viewport'; xlUp: boolean; lgDown: boolean };

export function initialSidebarState(xlUp: boolean): SidebarState {
  return { open: xlUp, collapsed: false };
}

export function sidebarReducer(state: SidebarState, action: SidebarAction): SidebarState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { ...state, open: true };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'toggle':
      return { ...state, open: !state.open };
    case 'toggle-collapsed':
      return { ...state, collapsed: !state.collapsed };
    case 'viewport':
      // Between the two (1025–1279 px) the sidebar stays as the person left it.
      if (action.xlUp && !state.open) return { ...state, open: true };
      if (action.lgDown && state.open) return { ...state, open: false };
      return state;
  }
}
