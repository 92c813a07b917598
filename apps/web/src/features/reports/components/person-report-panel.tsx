import { Search, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PersonReportRow } from '@slidewise/shared/reports/reports';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ListEmptyState } from '@/components/list-empty-state';
import { SearchField } from '@/components/filter-field';
import { useFormat } from '@/lib/format';
import { usePersonReport } from '../api/get-person-report';
import { useReportSearch } from '../hooks/use-report-search';
import { csvHref } from '../lib/report-search';
import { ListPanel } from './list-panel';
import { sortedPage, type PanelProps } from './panel-props';
import { PersonBulkActions } from './person-bulk-actions';
import { PersonDetailDialog } from './person-detail-dialog';
import type { DataColumn } from '@/components/data-table/data-table';
import { PersonName } from '@/components/data-table/email-address';

/** Everyone the leader has assigned anything to; search, and open a person's detail. */
export function PersonReportPanel(panel: PanelProps) {
  const { state, ready, go } = panel;
  const { t } = useTranslation();
  const { number, relative } = useFormat();
  const [query, setQuery] = useReportSearch(panel);
  const params = { ...sortedPage(state), q: state.q || undefined };
  const report = usePersonReport(state.filters, params, { enabled: ready });
  const percent = (value: number | null) =>
    value === null ? '—' : number(value / 100, { style: 'percent' });

  const columns: DataColumn<PersonReportRow>[] = [
    {
      id: 'email',
      alwaysVisible: true,
      header: t('reports.people.columns.person'),
      sortKey: 'email',
      cell: (row) => (
        <button
          type="button"
          onClick={() => go({ ...state, personId: row.personId })}
          className="text-start"
        >
          <PersonName
            name={row.displayName}
            email={row.email}
            className="font-semibold text-primary-800 hover:underline dark:text-primary-200"
          />
        </button>
      ),
    },
    {
      id: 'courses',
      header: t('reports.people.columns.courses'),
      sortKey: 'courses',
      numeric: true,
      cell: (row) => number(row.courses),
    },
    {
      id: 'inProgress',
      header: t('reports.people.columns.inProgress'),
      numeric: true,
      cell: (row) => number(row.inProgress),
    },
    {
      id: 'completed',
      header: t('reports.people.columns.completed'),
      sortKey: 'completed',
      numeric: true,
      cell: (row) => number(row.completed),
    },
    {
      id: 'overdue',
      header: t('reports.people.columns.overdue'),
      sortKey: 'overdue',
      numeric: true,
      cell: (row) => number(row.overdue),
    },
    {
      id: 'averageScore',
      header: t('reports.people.columns.averageScore'),
      sortKey: 'averageScore',
      numeric: true,
      cell: (row) => percent(row.averageScore),
    },
    {
      id: 'lastActivity',
      header: t('reports.people.columns.lastActivity'),
      sortKey: 'lastActivity',
      numeric: true,
      cell: (row) =>
        row.lastActivityAt ? (
          <time dateTime={row.lastActivityAt}>{relative(row.lastActivityAt)}</time>
        ) : (
          t('reports.people.never')
        ),
    },
  ];

  const filtered = Boolean(state.filters.from || state.filters.to || state.filters.groupId);
  return (
    <>
      <ListPanel
        title={t('reports.people.title')}
        panel={panel}
        query={report}
        csvHref={csvHref('/api/v1/reports/people', state.filters, {
          sort: state.sort,
          order: state.order,
          q: state.q || undefined,
        })}
        loadingLabel={t('reports.people.loading')}
        total={(count) => t('reports.people.total', { count, formatted: number(count) })}
        toolbar={
          <SearchField
            className="max-w-md"
            label={t('reports.people.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('reports.people.searchPlaceholder')}
          />
        }
        empty={
          state.q ? (
            <EmptyState
              icon={Search}
              headingLevel={3}
              title={t('reports.people.noMatchTitle')}
              description={t('reports.people.noMatchBody', { query: state.q })}
              action={
                <Button variant="secondary" onClick={() => setQuery('')}>
                  {t('reports.people.clearSearch')}
                </Button>
              }
            />
          ) : (
            <ListEmptyState
              icon={UserRound}
              filtered={filtered}
              empty={[t('reports.people.emptyTitle'), t('reports.people.emptyBody')]}
              noMatch={[t('reports.noMatch.title'), t('reports.noMatch.body')]}
            />
          )
        }
        paginationLabel={t('reports.people.pagination')}
        columnsKey="reports.people"
        caption={t('reports.people.caption')}
        columns={columns}
        getRowId={(row) => row.personId}
        rowLabel={(row) => row.displayName ?? row.email}
        selectionKey={JSON.stringify([state.filters, params])}
        bulkActions={(selection) => <PersonBulkActions selection={selection} />}
      />
      {state.personId && (
        <PersonDetailDialog
          personId={state.personId}
          filters={state.filters}
          onClose={() => go({ ...state, personId: '' })}
        />
      )}
    </>
  );
}
