import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupReportRow } from '@slidewise/shared/reports/reports';
import { EmptyState } from '@/components/empty-state';
import { pathTo } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useGroupReport } from '../api/get-group-report';
import { csvHref } from '../lib/report-search';
import { ListPanel } from './list-panel';
import { linkClass, sortedPage, type PanelProps } from './panel-props';
import type { DataColumn } from '@/components/data-table/data-table';

/** Per group: members, the work assigned to them, how much is done and how much is late. */
export function GroupReportPanel(panel: PanelProps) {
  const { state, ready } = panel;
  const { t } = useTranslation();
  const { number } = useFormat();
  const params = sortedPage(state);
  const report = useGroupReport(state.filters, params, { enabled: ready });

  const columns: DataColumn<GroupReportRow>[] = [
    {
      id: 'name',
      alwaysVisible: true,
      header: t('reports.groups.columns.name'),
      sortKey: 'name',
      cell: (row) => (
        <Link to={pathTo.groupView(row.groupId)} className={linkClass}>
          {row.name}
        </Link>
      ),
    },
    {
      id: 'members',
      header: t('reports.groups.columns.members'),
      sortKey: 'members',
      numeric: true,
      cell: (row) => number(row.members),
    },
    {
      id: 'assignments',
      header: t('reports.groups.columns.assignments'),
      sortKey: 'assignments',
      numeric: true,
      cell: (row) => number(row.assignments),
    },
    {
      id: 'completed',
      header: t('reports.groups.columns.completed'),
      numeric: true,
      cell: (row) => number(row.completed),
    },
    {
      id: 'completionRate',
      header: t('reports.groups.columns.completionRate'),
      sortKey: 'completionRate',
      numeric: true,
      cell: (row) => number(row.completionRate / 100, { style: 'percent' }),
    },
    {
      id: 'overdue',
      header: t('reports.groups.columns.overdue'),
      sortKey: 'overdue',
      numeric: true,
      cell: (row) => number(row.overdue),
    },
  ];

  return (
    <ListPanel
      title={t('reports.groups.title')}
      panel={panel}
      query={report}
      csvHref={csvHref('/api/v1/reports/groups', state.filters, {
        sort: state.sort,
        order: state.order,
      })}
      loadingLabel={t('reports.groups.loading')}
      total={(count) => t('reports.groups.total', { count, formatted: number(count) })}
      empty={
        <EmptyState
          icon={UsersRound}
          headingLevel={3}
          title={t('reports.groups.emptyTitle')}
          description={t('reports.groups.emptyBody')}
        />
      }
      paginationLabel={t('reports.groups.pagination')}
      columnsKey="reports.groups"
      caption={t('reports.groups.caption')}
      columns={columns}
      getRowId={(row) => row.groupId}
    />
  );
}
