import { BookPlus, Send, UsersRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { DashboardPanel } from './dashboard-panel';

const ACTIONS: { to: string; icon: LucideIcon; label: string; hint: string; flip?: boolean }[] = [
  {
    to: paths.courseCreate,
    icon: BookPlus,
    label: 'dashboard.actions.newCourse',
    hint: 'dashboard.actions.newCourseHint',
  },
  {
    to: paths.groupCreate,
    icon: UsersRound,
    label: 'dashboard.actions.newGroup',
    hint: 'dashboard.actions.newGroupHint',
  },
  {
    to: paths.courses,
    icon: Send,
    label: 'dashboard.actions.assign',
    hint: 'dashboard.actions.assignHint',
    flip: true,
  },
];

/** The three things a leader starts most often. */
export function QuickActions() {
  const { t } = useTranslation();
  return (
    <DashboardPanel title={t('dashboard.actions.title')} titleId="dashboard-actions">
      <ul className="space-y-2">
        {ACTIONS.map(({ to, icon: Icon, label, hint, flip }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-xl border border-line px-3 py-2.5 hover:bg-surface-sunken"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-200">
                <Icon aria-hidden="true" className={cn('size-5', flip && 'rtl:-scale-x-100')} />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-fg">{t(label)}</span>
                <span className="block text-sm text-fg-muted">{t(hint)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}
