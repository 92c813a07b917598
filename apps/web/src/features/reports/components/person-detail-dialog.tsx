import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { personDetailSchema } from '@slidewise/shared/reports/reports';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Dialog } from '@/components/dialog';
import { SkeletonList } from '@/components/skeleton';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { pathTo } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { usePersonDetail } from '../api/get-person-detail';
import type { ReportFilters } from '../lib/report-search';
import { linkClass } from './panel-props';
import { StatusBadge } from '@/components/badge';

type Assignment = z.infer<typeof personDetailSchema>['assignments'][number];

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

  const day = (value: string | null, none: string) =>
    value ? <time dateTime={value}>{date(value)}</time> : none;
  const columns: DataColumn<Assignment>[] = [
    {
      id: 'course',
      header: t('reports.person.columns.course'),
      cell: (row) => (
        <Link to={pathTo.courseAssign(row.courseId)} className={linkClass}>
          {row.title}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('reports.person.columns.status'),
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'progress',
      header: t('reports.person.columns.progress'),
      numeric: true,
      cell: (row) => percent(row.progress),
    },
    {
      id: 'score',
      header: t('reports.person.columns.score'),
      numeric: true,
      cell: (row) => percent(row.score),
    },
    {
      id: 'due',
      header: t('reports.person.columns.due'),
      className: 'whitespace-nowrap',
      cell: (row) => day(row.dueAt, t('reports.person.noDue')),
    },
    {
      id: 'completedAt',
      header: t('reports.person.columns.completedAt'),
      className: 'whitespace-nowrap',
      cell: (row) => day(row.completedAt, '—'),
    },
  ];

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
          <DataTable
            caption={t('reports.person.caption')}
            columns={columns}
            data={detail.data.assignments}
            getRowId={(row) => row.courseId}
            maxHeight=""
          />
        </div>
      )}
    </Dialog>
  );
}
