import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** The user menu's button, as the header shows it before and after the menu's code loads. */
export const USER_MENU_TRIGGER =
  'flex min-h-10 items-center gap-2 rounded-full p-1 text-sm font-medium text-fg hover:bg-surface-sunken data-[state=open]:bg-surface-sunken md:rounded-lg md:pe-2';

function initials(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('') || '?';
}

/** What the user menu's button shows: the person's photo or initials, and name. */
export function UserMenuFace() {
  const { t } = useTranslation();
  const auth = useAuth();
  const name = auth.username ?? auth.email ?? '';
  const photo = auth.user?.photoURL;
  return (
    <>
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
    </>
  );
}
