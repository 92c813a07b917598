import { lazy, Suspense, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { loadChunk } from '@/lib/chunk-reload';
import type { MenuOpening } from './user-menu-open';
import { USER_MENU_TRIGGER, UserMenuFace } from './user-menu-face';

// The menu (Radix, with its positioning and focus code: about 30 KB gzipped) loads when the
// person reaches for it (pointer over it, focus) and mounts when they open it: no screen
// downloads it for a menu nobody opened.
const loadMenu = () => loadChunk(() => import('./user-menu-open'));
const UserMenuOpen = lazy(() => loadMenu().then((m) => ({ default: m.UserMenuOpen })));
/** Fetches the menu's code ahead; a failure is left for opening it to deal with. */
const prefetch = () => void import('./user-menu-open').catch(() => undefined);

/** Keys that open a Radix menu from its button. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/** The header's user menu: its button, then the menu itself once opened. */
export function UserMenu() {
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const button = (handlers = {}) => (
    <button
      type="button"
      data-user-menu-trigger=""
      aria-haspopup="menu"
      aria-expanded={false}
      className={USER_MENU_TRIGGER}
      {...handlers}
    >
      <UserMenuFace />
    </button>
  );
  if (opening) {
    return (
      <Suspense fallback={button()}>
        <UserMenuOpen opening={opening} />
      </Suspense>
    );
  }
  return button({
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      setOpening({ type: 'pointer' });
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.includes(event.key)) return;
      event.preventDefault();
      setOpening({ type: 'key', key: event.key });
    },
  });
}
