import { LogOut, Settings, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '@/components/menu';
import { useReplayedOpening, type MenuOpening } from '@/components/deferred-menu';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { errorMessage } from '@/lib/error-message';
import { USER_MENU_TRIGGER, UserMenuFace } from './user-menu-face';

/** The menu's pages, each with its icon and label. */
const LINKS = [
  { to: paths.profile, icon: UserRound, label: 'shell.userMenu.profile' },
  { to: paths.settings, icon: Settings, label: 'shell.userMenu.settings' },
] as const;

/** The signed-in person's menu: who they are, Profile, Settings and Sign out (user-menu.tsx). */
export function UserMenuOpen({ opening }: { opening: MenuOpening }) {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const name = auth.username ?? auth.email ?? '';
  const trigger = useReplayedOpening(opening);
  const signOut = useSignOut({
    meta: { handlesErrors: true },
    // The protected-route guard then sends the person to sign in, which says they signed out.
    onSuccess: () => auth.reset({ signedOut: true }),
    onError: (error) => void toast.error(errorMessage(t, error)),
  });

  return (
    <Menu dir={i18n.dir()}>
      <MenuTrigger ref={trigger} data-user-menu-trigger="" className={USER_MENU_TRIGGER}>
        <UserMenuFace />
      </MenuTrigger>
      <MenuContent className="w-64">
        <MenuLabel>
          <span className="block truncate font-semibold">{name}</span>
          {auth.email && auth.email !== name && (
            <span className="block truncate text-fg-muted">{auth.email}</span>
          )}
        </MenuLabel>
        <MenuSeparator />
        {LINKS.map(({ to, icon: Icon, label }) => (
          <MenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" className="size-4 text-fg-muted" />
              {t(label)}
            </Link>
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" className="size-4 text-fg-muted rtl:-scale-x-100" />
          {t('auth.signOut.action')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
