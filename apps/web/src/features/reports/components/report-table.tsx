import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { ariaSort, type SortState } from '../lib/report-search';
import { TableScroll } from '@/components/table-scroll';

export interface Column<Row> {
  key: string;
  header: string;
  /** The sort this column stands for, when the table can be sorted by it. */
  sortKey?: string;
  /** Figures line up at the end edge. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/**
 * A report's table: every sortable header is a button, and the sorted column says so
 * (aria-sort). The rows stay readable in both writing directions.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  busy = false,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort: SortState;
  onSort: (column: string) => void;
  /** Another page or order is loading: the current rows stay, dimmed. */
  busy?: boolean;
}) {
  return (
    <TableScroll label={caption} className="rounded-2xl border border-line bg-surface-raised">
      <table aria-busy={busy || undefined} className={cn('w-full text-sm', busy && 'opacity-60')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-surface-sunken text-fg-muted">
          <tr>
            {columns.map((column) => {
              const state = column.sortKey ? ariaSort(sort, column.sortKey) : undefined;
              const Icon =
                state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={state}
                  className={cn(
                    'px-4 py-3 font-semibold whitespace-nowrap',
                    column.numeric ? 'text-end' : 'text-start',
                  )}
                >
                  {column.sortKey ? (
                    <button
                      type="button"
                      onClick={() => onSort(column.sortKey!)}
                      className={cn(
                        'inline-flex items-center gap-1 rounded-md hover:text-fg',
                        state !== 'none' && 'text-fg',
                      )}
                    >
                      {column.header}
                      <Icon
                        aria-hidden="true"
                        className={cn('size-3.5', state === 'none' && 'opacity-50')}
                      />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-surface-sunken/60">
              {columns.map((column, index) => {
                const Cell = index === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    {...(index === 0 ? { scope: 'row' } : {})}
                    className={cn(
                      'px-4 py-3 align-top',
                      column.numeric ? 'text-end whitespace-nowrap tabular-nums' : 'text-start',
                      index === 0 && 'font-normal',
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
