import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/features/display-settings/components/theme-toggle';
import { cn } from '@/lib/class-names';
import { Brand } from './brand';
import { MenuButton } from './sidebar';
import type { SidebarControls } from './use-sidebar';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  sidebar: SidebarControls;
  withBrand: boolean;
  className?: string;
}

export function AppHeader({ sidebar, withBrand, className }: AppHeaderProps) {
  return (
    <header
      className={cn(
        'sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-line bg-surface-raised px-3 sm:gap-3 sm:px-4',
        className,
      )}
    >
      <MenuButton sidebar={sidebar} />
      {withBrand && <Brand nameFromSm />}
      <div className="ms-auto flex items-center gap-1 sm:gap-2">
        {/* On phones the language moves into the navigation drawer. */}
        <div className="max-sm:hidden">
          <LanguageSwitcher align="end" />
        </div>
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
