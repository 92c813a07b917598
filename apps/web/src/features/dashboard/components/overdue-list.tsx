import { CircleCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { EmailAddress } from '@/components/data-table/email-address';
import { SkeletonList } from '@/components/skeleton';
import { LoadError } from '@/components/load-error';
import { pathTo } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { OVERDUE_SHOWN, useOverdueWork, type OverdueItem } from '../api/get-overdue-work';
import { useRemindAssignee } from '@/lib/remind-assignee';
import { daysOverdue } from '../lib/days-overdue';
import { DashboardPanel, textLinkClass } from './dashboard-panel';

/** Where "See all" leads: the people report, most overdue first. */
export const OVERDUE_REPORT_HREF = '/reports?tab=people&sort=overdue&order=desc';

function OverdueRow({ item }: { item: OverdueItem }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const remind = useRemindAssignee();
  const [sent, setSent] = useState(false);
  const name = item.displayName ?? item.email;
  const days = daysOverdue(item.dueAt);

  function sendReminder() {
    const sending = remind.mutateAsync({ courseId: item.courseId, assigneeId: item.assigneeId });
    toast.promise(sending, {
      loading: t('dashboard.overdue.sending'),
      success: t('dashboard.overdue.sent', { name, course: item.courseTitle }),
      error: (error: unknown) => errorMessage(t, error),
    });
    sending.then(
      () => setSent(true),
      () => undefined,
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        {/* A name fits one line; an address breaks before its @ rather than lose its start. */}
        <p className={cn('font-semibold text-fg', item.displayName && 'truncate')}>
          {item.displayName ?? <EmailAddress email={item.email} within="line" />}
        </p>
        <p className="text-sm text-fg-muted">
          <Link to={pathTo.courseAssign(item.courseId)} className={textLinkClass}>
            {item.courseTitle}
          </Link>
          {' · '}
          <span className="font-medium text-secondary-800 dark:text-secondary-300">
            {t('dashboard.overdue.days', { count: days, formatted: number(days) })}
          </span>
        </p>
      </div>
      {sent ? (
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('dashboard.overdue.reminded')}
        </span>
      ) : (
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          isLoading={remind.isPending}
          onClick={sendReminder}
          aria-label={t('dashboard.overdue.remindLabel', { name, course: item.courseTitle })}
        >
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('dashboard.overdue.remind')}
        </Button>
      )}
    </li>
  );
}

/** Who is behind: overdue work, longest first, each with a reminder to send. */
export function OverdueList({ count }: { count: number }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const overdue = useOverdueWork({ enabled: count > 0 });

  let body;
  if (count === 0) {
    body = (
      <p className="flex items-center gap-2 text-fg-muted">
        <CircleCheck aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
        {t('dashboard.overdue.none')}
      </p>
    );
  } else if (overdue.isError) {
    body = <LoadError error={overdue.error} onRetry={() => void overdue.refetch()} />;
  } else if (!overdue.data) {
    body = <SkeletonList rows={2} label={t('dashboard.overdue.loading')} />;
  } else {
    body = (
      <>
        {/* A container: a long name or address cannot widen the dashboard past a phone's screen. */}
        <ul className="divide-y divide-line @container">
          {overdue.data.map((item) => (
            <OverdueRow key={item.assigneeId} item={item} />
          ))}
        </ul>
        {count > overdue.data.length && (
          <p className="text-sm text-fg-muted">
            {t('dashboard.overdue.more', {
              shown: number(Math.min(overdue.data.length, OVERDUE_SHOWN)),
              total: number(count),
            })}
          </p>
        )}
      </>
    );
  }

  return (
    <DashboardPanel
      title={t('dashboard.overdue.title')}
      titleId="dashboard-overdue"
      action={
        count > 0 ? (
          <Link to={OVERDUE_REPORT_HREF} className={textLinkClass}>
            {t('dashboard.seeAll')}
          </Link>
        ) : undefined
      }
    >
      {body}
    </DashboardPanel>
  );
}
