import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import { SkeletonList } from '@/components/skeleton';
import { nextSort } from '../lib/report-search';
import { ExportCsvLink } from './export-csv-link';
import type { PanelProps } from './panel-props';
import { FilterRejection, FixFiltersNotice, isFilterRejection, ReportError } from './report-notice';

interface ListQuery<Row> {
  data?: { total: number; page: number; pageSize: number; items: Row[] } | undefined;
  error: unknown;
  isError: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

/** The table's own settings; the panel supplies its rows, sort, pages and states. */
type TableProps<Row> = Omit<
  DataTableProps<Row>,
  'data' | 'busy' | 'sort' | 'onSort' | 'pagination' | 'empty' | 'loading' | 'loadingLabel'
>;

/**
 * Every report list: a heading, how many rows in all, the CSV export of the current view,
 * the table sorted and paged through the address, and its loading, failure and empty states.
 */
export function ListPanel<Row>({
  panel: { state, ready, go, hrefFor },
  title,
  query,
  csvHref,
  loadingLabel,
  total,
  toolbar,
  empty,
  paginationLabel,
  ...table
}: TableProps<Row> & {
  panel: PanelProps;
  title: string;
  query: ListQuery<Row>;
  csvHref: string;
  loadingLabel: string;
  /** "12 courses", for the total. */
  total: (count: number) => string;
  /** Controls above the table (a search box). */
  toolbar?: ReactNode;
  empty: ReactNode;
  paginationLabel: string;
}) {
  const { t } = useTranslation();
  const data = query.data;
  const pageHref = (page: number) => hrefFor({ ...state, page });

  let body: ReactNode;
  if (!ready) body = <FixFiltersNotice />;
  else if (query.isError) {
    body = isFilterRejection(query.error, state.filters.groupId) ? (
      <FilterRejection error={query.error} />
    ) : (
      <ReportError error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (!data) body = <SkeletonList rows={4} label={loadingLabel} />;
  else if (data.total === 0) body = empty;
  else if (data.items.length === 0) {
    body = (
      <p className="rounded-xl border border-dashed border-line-strong px-4 py-6 text-fg-muted">
        {t('reports.pageGone')}{' '}
        <Link
          to={pageHref(1)}
          className="font-semibold text-primary-800 underline dark:text-primary-200"
        >
          {t('reports.firstPage')}
        </Link>
      </p>
    );
  } else {
    body = (
      <DataTable
        {...table}
        data={data.items}
        busy={query.isPlaceholderData}
        sort={state}
        onSort={(column) => go({ ...state, ...nextSort(state, column), page: 1 })}
        pagination={{
          page: state.page,
          totalPages: Math.max(1, Math.ceil(data.total / data.pageSize)),
          label: paginationLabel,
          getPageHref: pageHref,
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-fg">{title}</h2>
          {ready && data && data.total > 0 && (
            <p className="text-sm text-fg-muted" aria-live="polite">
              {total(data.total)}
            </p>
          )}
        </div>
        {ready && data && data.total > 0 && <ExportCsvLink href={csvHref} />}
      </div>
      {toolbar}
      {body}
    </div>
  );
}
