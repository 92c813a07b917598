import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination';
import { SkeletonList } from '@/components/skeleton';
import { ExportCsvLink } from './export-csv-link';
import { FilterRejection, FixFiltersNotice, isFilterRejection, ReportError } from './report-notice';

interface ListQuery {
  data?: { total: number; page: number; pageSize: number; items: unknown[] } | undefined;
  error: unknown;
  isError: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

/**
 * What every report list has around its table: a heading, how many rows in all, the CSV
 * export of the current view, loading and failure states, an empty state and pages.
 */
export function ListPanel({
  title,
  ready,
  groupId,
  query,
  csvHref,
  loadingLabel,
  total,
  toolbar,
  empty,
  page,
  pageHref,
  paginationLabel,
  children,
}: {
  title: string;
  ready: boolean;
  groupId: string | undefined;
  query: ListQuery;
  csvHref: string;
  loadingLabel: string;
  /** "12 courses", for the total. */
  total: (count: number) => string;
  /** Controls above the table (a search box). */
  toolbar?: ReactNode;
  empty: ReactNode;
  page: number;
  pageHref: (page: number) => string;
  paginationLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  let body: ReactNode;
  if (!ready) body = <FixFiltersNotice />;
  else if (query.isError) {
    body = isFilterRejection(query.error, groupId) ? (
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
      <>
        {children}
        <Pagination
          page={page}
          totalPages={totalPages}
          label={paginationLabel}
          getPageHref={pageHref}
        />
      </>
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
