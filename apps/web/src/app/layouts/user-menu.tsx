import { lazy } from 'react';
import { DeferredMenu } from '@/components/deferred-menu';
import { loadChunk } from '@/lib/chunk-reload';
import { USER_MENU_TRIGGER, UserMenuFace } from './user-menu-face';

const load = () => import('./user-menu-open');
const UserMenuOpen = lazy(() => loadChunk(load).then((m) => ({ default: m.UserMenuOpen })));

/** The header's user menu: its button, then the menu itself once opened. */
export function UserMenu() {
  return (
    <DeferredMenu
      menu={UserMenuOpen}
      prefetch={load}
      button={{ className: USER_MENU_TRIGGER, 'data-user-menu-trigger': '' }}
    >
      <UserMenuFace />
    </DeferredMenu>
  );
}
