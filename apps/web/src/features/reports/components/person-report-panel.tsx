import { Search, UserRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonReportRow } from '@slidewise/shared/reports/reports';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Input } from '@/components/input';
import { useFormat } from '@/lib/format';
import { usePersonReport } from '../api/get-person-report';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { csvHref, nextSort } from '../lib/report-search';
import { ListPanel } from './list-panel';
import { REPORT_PAGE_SIZE, type PanelProps } from './panel-props';
import { PersonBulkActions } from './person-bulk-actions';
import { PersonDetailDialog } from './person-detail-dialog';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';

/** Everyone the leader has assigned anything to; search, and open a person's detail. */
export function PersonReportPanel({ state, ready, go, hrefFor }: PanelProps) {
  const { t } = useTranslation();
  const { number, relative } = useFormat();
  const searchId = useId();
  const [query, setQuery] = useState(state.q);
  // Back and Forward change the address: the box follows it.
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    if (query.trim() !== state.q) setQuery(state.q);
  }
  const settled = useDebouncedValue(query.trim());
  useEffect(() => {
    // A settled search starts again at page 1; typing does not fill the history.
    if (settled !== state.q) go({ ...state, q: settled, page: 1 }, { replace: true });
    // Only a settled change of the box's text searches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const params = {
    page: state.page,
    pageSize: REPORT_PAGE_SIZE,
    sort: state.sort,
    order: state.order,
    q: state.q || undefined,
  };
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
          <span className="block font-semibold text-primary-800 hover:underline dark:text-primary-200">
            {row.displayName ?? row.email}
          </span>
          {row.displayName && <span className="block text-fg-muted">{row.email}</span>}
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
        ready={ready}
        groupId={state.filters.groupId}
        query={report}
        csvHref={csvHref('/api/v1/reports/people', state.filters, {
          sort: state.sort,
          order: state.order,
          q: state.q || undefined,
        })}
        loadingLabel={t('reports.people.loading')}
        total={(count) => t('reports.people.total', { count, formatted: number(count) })}
        toolbar={
          <div className="max-w-md space-y-1.5">
            <label htmlFor={searchId} className="block text-sm font-medium text-fg">
              {t('reports.people.search')}
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
              />
              <Input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('reports.people.searchPlaceholder')}
                className="ps-9"
              />
            </div>
          </div>
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
            <EmptyState
              icon={UserRound}
              headingLevel={3}
              title={filtered ? t('reports.noMatch.title') : t('reports.people.emptyTitle')}
              description={filtered ? t('reports.noMatch.body') : t('reports.people.emptyBody')}
            />
          )
        }
        page={state.page}
        pageHref={(page) => hrefFor({ ...state, page })}
        paginationLabel={t('reports.people.pagination')}
      >
        <DataTable
          columnsKey="reports.people"
          caption={t('reports.people.caption')}
          columns={columns}
          data={report.data?.items ?? []}
          getRowId={(row) => row.personId}
          rowLabel={(row) => row.displayName ?? row.email}
          selectionKey={JSON.stringify([state.filters, params])}
          bulkActions={(selection) => <PersonBulkActions selection={selection} />}
          sort={state}
          onSort={(column) => go({ ...state, ...nextSort(state, column), page: 1 })}
          busy={report.isPlaceholderData}
        />
      </ListPanel>
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
