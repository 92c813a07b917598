import { DeferredMenu } from '@/components/deferred-menu';
import { lazyComponent } from '@/lib/chunk-reload';
import { USER_MENU_TRIGGER, UserMenuFace } from './user-menu-face';

const load = () => import('./user-menu-open');
const UserMenuOpen = lazyComponent(load, (m) => m.UserMenuOpen);

/** The header's user menu: its button, then the menu itself once opened. */
export function UserMenu() {
  return (
    <DeferredMenu
      open={(opening) => <UserMenuOpen opening={opening} />}
      prefetch={load}
      button={{ className: USER_MENU_TRIGGER, 'data-user-menu-trigger': '' }}
    >
      <UserMenuFace />
    </DeferredMenu>
  );
}
