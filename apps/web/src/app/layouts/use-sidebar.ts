import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { matchesMedia, useMediaQuery } from '@/features/display-settings/hooks/use-media-query';
import {
  LG_DOWN,
  XL_UP,
  initialSidebarState,
  sidebarReducer,
  type SidebarState,
} from './sidebar-state';

export interface SidebarControls extends SidebarState {
  /** At large (1024 px) and below the sidebar is an off-canvas drawer over the page. */
  isDrawer: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  toggleCollapsed: () => void;
  /** Closes the drawer after navigating; a docked sidebar stays. */
  afterNavigate: () => void;
}

export function useSidebar(): SidebarControls {
  const [state, dispatch] = useReducer(sidebarReducer, undefined, () =>
    initialSidebarState(matchesMedia(XL_UP)),
  );
  const isDrawer = useMediaQuery(LG_DOWN);

  useEffect(() => {
    if (!window.matchMedia) return;
    const xl = window.matchMedia(XL_UP);
    const lg = window.matchMedia(LG_DOWN);
    const onChange = () => dispatch({ type: 'viewport', xlUp: xl.matches, lgDown: lg.matches });
    xl.addEventListener('change', onChange);
    lg.addEventListener('change', onChange);
    return () => {
      xl.removeEventListener('change', onChange);
      lg.removeEventListener('change', onChange);
    };
  }, []);

  const setOpen = useCallback((open: boolean) => dispatch({ type: open ? 'open' : 'close' }), []);
  const toggle = useCallback(() => dispatch({ type: 'toggle' }), []);
  const toggleCollapsed = useCallback(() => dispatch({ type: 'toggle-collapsed' }), []);
  const afterNavigate = useCallback(() => {
    if (isDrawer) dispatch({ type: 'close' });
  }, [isDrawer]);

  return useMemo(
    () => ({ ...state, isDrawer, setOpen, toggle, toggleCollapsed, afterNavigate }),
    [state, isDrawer, setOpen, toggle, toggleCollapsed, afterNavigate],
  );
}
