import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/class-names';
import { useLearnerOnly } from '@/features/auth/api/get-me';
import { navItemsFor, navItemState } from './nav-items';

export type SidebarTone = 'plain' | 'block';

const LINK_TONES: Record<SidebarTone, { idle: string; active: string }> = {
  plain: {
    idle: 'text-fg-muted hover:bg-surface-sunken hover:text-fg',
    active: 'bg-primary-50 text-primary-800 dark:bg-primary-900 dark:text-primary-50',
  },
  block: {
    idle: 'text-primary-100 hover:bg-white/10 hover:text-white focus-visible:outline-white',
    active: 'bg-primary-700 text-white focus-visible:outline-white',
  },
};

interface NavListProps {
  tone: SidebarTone;
  /** Icons only; each link keeps its name for assistive technology and as a tooltip. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function NavList({ tone, collapsed = false, onNavigate }: NavListProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = navItemsFor(useLearnerOnly());
  return (
    <nav aria-label={t('shell.nav.label')} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {items.map((item) => {
          const state = navItemState(pathname, item);
          const label = t(item.labelKey);
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-current={state === 'page' ? 'page' : state === 'section' ? 'true' : undefined}
                title={collapsed ? label : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  collapsed && 'justify-center px-0',
                  state ? cn(LINK_TONES[tone].active, 'font-semibold') : LINK_TONES[tone].idle,
                )}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
