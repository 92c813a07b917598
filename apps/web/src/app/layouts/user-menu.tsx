import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '@/components/menu';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { errorMessage } from '@/lib/error-message';

/** The menu's pages, each with its icon and label. */
const LINKS = [
  { to: paths.profile, icon: UserRound, label: 'shell.userMenu.profile' },
  { to: paths.settings, icon: Settings, label: 'shell.userMenu.settings' },
] as const;

function initials(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('') || '?';
}

/** The signed-in person's menu: who they are, Profile, Settings and Sign out. */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const name = auth.username ?? auth.email ?? '';
  const photo = auth.user?.photoURL;
  const signOut = useSignOut({
    meta: { handlesErrors: true },
    // As SignOutButton: the protected-route guard then sends the person to sign in.
    onSuccess: () => {
      auth.reset({ signedOut: true });
      toast.success(t('auth.signOut.done'));
    },
    onError: (error) => void toast.error(errorMessage(t, error)),
  });

  return (
    <Menu dir={i18n.dir()}>
      <MenuTrigger
        data-user-menu-trigger=""
        className="flex min-h-10 items-center gap-2 rounded-full p-1 text-sm font-medium text-fg hover:bg-surface-sunken data-[state=open]:bg-surface-sunken md:rounded-lg md:pe-2"
      >
        <span className="sr-only">{t('shell.userMenu.label')}</span>
        {photo ? (
          <img src={photo} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-full bg-primary-700 text-xs font-semibold text-white"
          >
            {initials(name)}
          </span>
        )}
        <span className="hidden max-w-40 truncate md:inline">{name}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-fg-muted md:block" />
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
