import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseReportRow } from '@slidewise/shared/reports/reports';
import { ListEmptyState } from '@/components/list-empty-state';
import { pathTo } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useCourseReport } from '../api/get-course-report';
import { csvHref } from '../lib/report-search';
import { ListPanel } from './list-panel';
import { linkClass, sortedPage, type PanelProps } from './panel-props';
import type { DataColumn } from '@/components/data-table/data-table';

/** Per course: assigned, in progress, completed, overdue, completion, score and time to complete. */
export function CourseReportPanel(panel: PanelProps) {
  const { state, ready } = panel;
  const { t } = useTranslation();
  const { number } = useFormat();
  const params = sortedPage(state);
  const report = useCourseReport(state.filters, params, { enabled: ready });
  const percent = (value: number | null) =>
    value === null ? '—' : number(value / 100, { style: 'percent' });

  const columns: DataColumn<CourseReportRow>[] = [
    {
      id: 'title',
      alwaysVisible: true,
      header: t('reports.courses.columns.title'),
      sortKey: 'title',
      cell: (row) => (
        <Link to={pathTo.courseAssign(row.courseId)} className={linkClass}>
          {row.title}
        </Link>
      ),
    },
    {
      id: 'assigned',
      header: t('reports.courses.columns.assigned'),
      sortKey: 'assigned',
      numeric: true,
      cell: (row) => number(row.assigned),
    },
    {
      id: 'inProgress',
      header: t('reports.courses.columns.inProgress'),
      numeric: true,
      cell: (row) => number(row.inProgress),
    },
    {
      id: 'completed',
      header: t('reports.courses.columns.completed'),
      sortKey: 'completed',
      numeric: true,
      cell: (row) => number(row.completed),
    },
    {
      id: 'overdue',
      header: t('reports.courses.columns.overdue'),
      sortKey: 'overdue',
      numeric: true,
      cell: (row) => number(row.overdue),
    },
    {
      id: 'completionRate',
      header: t('reports.courses.columns.completionRate'),
      sortKey: 'completionRate',
      numeric: true,
      cell: (row) => percent(row.completionRate),
    },
    {
      id: 'averageScore',
      header: t('reports.courses.columns.averageScore'),
      sortKey: 'averageScore',
      numeric: true,
      cell: (row) => percent(row.averageScore),
    },
    {
      id: 'averageDays',
      header: t('reports.courses.columns.averageDays'),
      numeric: true,
      cell: (row) =>
        row.averageDaysToComplete === null
          ? '—'
          : t('reports.courses.days', {
              count: row.averageDaysToComplete,
              formatted: number(row.averageDaysToComplete, { maximumFractionDigits: 1 }),
            }),
    },
  ];

  const filtered = Boolean(state.filters.from || state.filters.to || state.filters.groupId);
  return (
    <ListPanel
      title={t('reports.courses.title')}
      panel={panel}
      query={report}
      csvHref={csvHref('/api/v1/reports/courses', state.filters, {
        sort: state.sort,
        order: state.order,
      })}
      loadingLabel={t('reports.courses.loading')}
      total={(count) => t('reports.courses.total', { count, formatted: number(count) })}
      empty={
        <ListEmptyState
          icon={BookOpen}
          filtered={filtered}
          empty={[t('reports.courses.emptyTitle'), t('reports.courses.emptyBody')]}
          noMatch={[t('reports.noMatch.title'), t('reports.noMatch.body')]}
        />
      }
      paginationLabel={t('reports.courses.pagination')}
      columnsKey="reports.courses"
      caption={t('reports.courses.caption')}
      columns={columns}
      getRowId={(row) => row.courseId}
    />
  );
}
