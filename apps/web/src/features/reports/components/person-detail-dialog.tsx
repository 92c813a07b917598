import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Dialog } from '@/components/dialog';
import { SkeletonList } from '@/components/skeleton';
import { TableScroll } from '@/components/table-scroll';
import { pathTo } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { usePersonDetail } from '../api/get-person-detail';
import type { ReportFilters } from '../lib/report-search';
import { linkClass } from './panel-props';
import { StatusBadge } from '@/components/badge';

/** One person's courses with this leader, in the filters' range: status, progress, score, dates. */
export function PersonDetailDialog({
  personId,
  filters,
  onClose,
}: {
  personId: string;
  filters: ReportFilters;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const detail = usePersonDetail(personId, filters);
  const person = detail.data?.person;
  const percent = (value: number | null) =>
    value === null ? '—' : number(value / 100, { style: 'percent' });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={person ? (person.displayName ?? person.email) : t('reports.person.title')}
      description={person?.displayName ? person.email : undefined}
      size="4xl"
      className="max-h-[90vh] overflow-y-auto"
    >
      {detail.isPending ? (
        <SkeletonList rows={3} label={t('reports.person.loading')} />
      ) : detail.isError ? (
        <Alert tone="error">
          <p>
            {detail.error instanceof ApiError && detail.error.status === 404
              ? t('reports.person.notFound')
              : errorMessage(t, detail.error)}
          </p>
        </Alert>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-fg-muted">
            {t('reports.person.summary', {
              count: detail.data.person.courses,
              courses: number(detail.data.person.courses),
              completed: number(detail.data.person.completed),
              overdue: number(detail.data.person.overdue),
            })}
          </p>
          <TableScroll
            label={t('reports.person.caption')}
            className="rounded-xl border border-line"
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{t('reports.person.caption')}</caption>
              <thead className="border-b border-line bg-surface-sunken text-fg-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t('reports.person.columns.course')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t('reports.person.columns.status')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    {t('reports.person.columns.progress')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    {t('reports.person.columns.score')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t('reports.person.columns.due')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t('reports.person.columns.completedAt')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {detail.data.assignments.map((row) => (
                  <tr key={row.courseId}>
                    <th scope="row" className="px-3 py-2 text-start font-normal">
                      <Link to={pathTo.courseAssign(row.courseId)} className={linkClass}>
                        {row.title}
                      </Link>
                    </th>
                    <td className="px-3 py-2">
                      <StatusBadge status={row.status} />
                    </td>
                    <td className="px-3 py-2 text-end tabular-nums">{percent(row.progress)}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{percent(row.score)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {row.dueAt ? (
                        <time dateTime={row.dueAt}>{date(row.dueAt)}</time>
                      ) : (
                        t('reports.person.noDue')
                      )}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {row.completedAt ? (
                        <time dateTime={row.completedAt}>{date(row.completedAt)}</time>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      )}
    </Dialog>
  );
}
