import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailAddress } from '@/components/data-table/email-address';
import { SkeletonList } from '@/components/skeleton';
import { LoadError } from '@/components/load-error';
import { pathTo } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { useFormat } from '@/lib/format';
import { useRecentCompletions } from '../api/get-recent-completions';
import { DashboardPanel, textLinkClass } from './dashboard-panel';

/** The latest courses people finished, with when and their score. */
export function RecentlyCompleted({ completed }: { completed: number }) {
  const { t } = useTranslation();
  const { number, relative } = useFormat();
  const recent = useRecentCompletions({ enabled: completed > 0 });

  let body;
  if (completed === 0) {
    body = <p className="text-fg-muted">{t('dashboard.recent.none')}</p>;
  } else if (recent.isError) {
    body = <LoadError error={recent.error} onRetry={() => void recent.refetch()} />;
  } else if (!recent.data) {
    body = <SkeletonList rows={2} label={t('dashboard.recent.loading')} />;
  } else {
    body = (
      // A container, as in the overdue list: a long address cannot widen the dashboard.
      <ul className="divide-y divide-line @container">
        {recent.data.map((item) => (
          <li key={`${item.personId}-${item.courseId}`} className="flex items-start gap-3 py-3">
            <Trophy
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-secondary-700 dark:text-secondary-400"
            />
            <div className="min-w-0 flex-1">
              {/* As in the overdue list: a name on one line, an address whole. */}
              <p className={cn('font-semibold text-fg', item.displayName && 'truncate')}>
                {item.displayName ?? <EmailAddress email={item.email} within="line" />}
              </p>
              <p className="text-sm text-fg-muted">
                <Link to={pathTo.courseAssign(item.courseId)} className={textLinkClass}>
                  {item.courseTitle}
                </Link>
                {' · '}
                <time dateTime={item.completedAt}>{relative(item.completedAt)}</time>
                {item.score !== null &&
                  ` · ${t('dashboard.recent.score', { score: number(item.score / 100, { style: 'percent' }) })}`}
              </p>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DashboardPanel
      title={t('dashboard.recent.title')}
      titleId="dashboard-recent"
      action={
        completed > 0 ? (
          <Link to="/reports?tab=people&sort=lastActivity&order=desc" className={textLinkClass}>
            {t('dashboard.seeAll')}
          </Link>
        ) : undefined
      }
    >
      {body}
    </DashboardPanel>
  );
}
