import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Pagination } from '@/components/pagination';
import { SkeletonList } from '@/components/skeleton';
import { TableScroll } from '@/components/table-scroll';
import { cn } from '@/lib/class-names';
import { errorMessage } from '@/lib/error-message';
import { ColumnsMenu } from './columns-menu';
import { SortableHeader } from './sortable-header';
import { ariaSort, type SortState } from './sort-state';
import { useColumnVisibility } from './use-column-visibility';

declare module '@tanstack/react-table' {
  // Names must match the library's declaration.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    label: string;
    sortKey?: string | undefined;
    numeric?: boolean | undefined;
    srOnlyHeader?: boolean | undefined;
    className?: string | undefined;
  }
}

/** One column of a list: its header, what each row shows in it, and how it sorts. */
export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The API's sort this column stands for, when the list can be sorted by it. */
  sortKey?: string;
  /** Figures line up at the end edge. */
  numeric?: boolean;
  /** Stays out of the Columns menu (the row's name, its actions). */
  alwaysVisible?: boolean;
  /** A header for screen readers only (an actions column). */
  srOnlyHeader?: boolean;
  className?: string;
}

/** What a bulk action works on: the selected rows of this page. */
export interface Selection<Row> {
  ids: string[];
  rows: Row[];
  clear: () => void;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: DataColumn<Row>[];
  data: Row[] | undefined;
  getRowId: (row: Row, index: number) => string;
  /** The list's sort, read from the address; headers with a `sortKey` ask `onSort` for theirs. */
  sort?: SortState | undefined;
  onSort?: ((sortKey: string) => void) | undefined;
  /** Shows the Columns menu; the choice is kept in this browser under this name. */
  columnsKey?: string | undefined;
  /** Makes rows selectable and shows these actions while some are. */
  bulkActions?: ((selection: Selection<Row>) => ReactNode) | undefined;
  /** The name of a row, for its checkbox ("Select Ana"). */
  rowLabel?: ((row: Row) => string) | undefined;
  canSelect?: ((row: Row) => boolean) | undefined;
  /** Selection starts again when this changes (another page, order or search). */
  selectionKey?: string | undefined;
  /** The table is wider than this, scrolling sideways inside its box on a narrow screen. */
  minWidth?: string | undefined;
  /** The tallest the box grows before the rows scroll under the sticky header. */
  maxHeight?: string | undefined;
  /** Another page or order is loading: the current rows stay, dimmed. */
  busy?: boolean | undefined;
  loading?: boolean | undefined;
  loadingLabel?: string | undefined;
  error?: unknown;
  onRetry?: (() => void) | undefined;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  pagination?: ComponentProps<typeof Pagination> | undefined;
  rowProps?: ((row: Row) => Record<`data-${string}`, string>) | undefined;
}

function Checkbox({
  indeterminate = false,
  ...props
}: ComponentProps<'input'> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="size-4 cursor-pointer accent-primary-700 disabled:cursor-not-allowed"
      {...props}
    />
  );
}

/**
 * Every list in the app: a caption, headers that stay in view and sort through the address,
 * a Columns menu, row selection from the keyboard (Tab to a box, Space to tick) with bulk
 * actions, and the same loading, error and empty states. Logical properties only, so it
 * reads right to left as well.
 */
export function DataTable<Row>({
  caption,
  columns,
  data,
  getRowId,
  sort,
  onSort,
  columnsKey,
  bulkActions,
  rowLabel,
  canSelect,
  selectionKey = '',
  minWidth,
  maxHeight = 'max-h-[75vh]',
  busy = false,
  loading = false,
  loadingLabel,
  error,
  onRetry,
  empty,
  pagination,
  rowProps,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [visibility, setVisibility] = useColumnVisibility(columnsKey);
  // Another page, order or search: what was selected is out of sight, so it is let go.
  const [selectedFor, setSelectedFor] = useState(selectionKey);
  if (selectedFor !== selectionKey) {
    setSelectedFor(selectionKey);
    setRowSelection({});
  }

  const selectable = bulkActions !== undefined;
  // Cells are drawn from `columns` below rather than through flexRender: the column list is
  // new on each render, and a cell function taken for a component would remount (and drop
  // the keyboard's focus) every time.
  const byId = new Map(columns.map((column) => [column.id, column]));
  const defs: ColumnDef<Row, unknown>[] = columns.map((column) => ({
    id: column.id,
    enableHiding: !column.alwaysVisible,
    meta: {
      label: column.header,
      sortKey: column.sortKey,
      numeric: column.numeric,
      srOnlyHeader: column.srOnlyHeader,
      className: column.className,
    },
  }));
  if (selectable) defs.unshift({ id: 'select', enableHiding: false, meta: { label: '' } });

  // TanStack's table object is mutable, so this component must not be memoized (it is not).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data ?? [],
    columns: defs,
    getRowId: (row, index) => getRowId(row, index),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: canSelect ? (row) => canSelect(row.original) : selectable,
    state: { rowSelection, columnVisibility: visibility },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setVisibility,
  });

  const selectedRows = table.getSelectedRowModel().rows;
  const count = selectedRows.length;
  const clear = () => setRowSelection({});

  let body: ReactNode;
  if (error && !data?.length) {
    body = (
      <Alert tone="error">
        <p>{errorMessage(t, error)}</p>
        {onRetry && (
          <Button variant="secondary" className="mt-2" onClick={onRetry}>
            {t('dataTable.retry')}
          </Button>
        )}
      </Alert>
    );
  } else if (loading || !data) {
    body = <SkeletonList rows={4} label={loadingLabel} />;
  } else if (data.length === 0) {
    body = empty;
  } else {
    body = (
      <>
        <TableScroll
          label={caption}
          // A size container: an EmailAddress in a cell keeps to the box's width.
          className={cn('@container rounded-2xl border border-line bg-surface-raised', maxHeight)}
        >
          <table
            aria-busy={busy || undefined}
            className={cn('w-full text-sm', minWidth, busy && 'opacity-60')}
          >
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 z-10 bg-surface-sunken text-xs text-fg-muted uppercase shadow-[0_1px_0_var(--color-line)]">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const meta = header.column.columnDef.meta;
                    const sortKey = meta?.sortKey;
                    const state = sortKey && onSort ? ariaSort(sort, sortKey) : undefined;
                    const select = header.column.id === 'select';
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={state}
                        className={cn(
                          'px-4 py-3 font-semibold whitespace-nowrap',
                          select ? 'w-10 pe-0' : meta?.numeric ? 'text-end' : 'text-start',
                        )}
                      >
                        {select ? (
                          <Checkbox
                            aria-label={t('dataTable.selectAll')}
                            checked={table.getIsAllPageRowsSelected()}
                            indeterminate={table.getIsSomePageRowsSelected()}
                            disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
                            onChange={table.getToggleAllPageRowsSelectedHandler()}
                          />
                        ) : state && sortKey && onSort ? (
                          <SortableHeader
                            label={meta.label}
                            state={state}
                            onSort={() => onSort(sortKey)}
                          />
                        ) : meta?.srOnlyHeader ? (
                          <span className="sr-only">{meta.label}</span>
                        ) : (
                          meta?.label
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-line">
              {table.getRowModel().rows.map((row) => {
                const cells = row.getVisibleCells();
                const headerIndex = cells.findIndex((cell) => cell.column.id !== 'select');
                return (
                  <tr
                    key={row.id}
                    data-selected={row.getIsSelected() || undefined}
                    className="align-middle hover:bg-surface-sunken/60 data-selected:bg-primary-50 dark:data-selected:bg-primary-950"
                    {...rowProps?.(row.original)}
                  >
                    {cells.map((cell, index) => {
                      const meta = cell.column.columnDef.meta;
                      const Cell = index === headerIndex ? 'th' : 'td';
                      return (
                        <Cell
                          key={cell.id}
                          {...(index === headerIndex ? { scope: 'row' } : {})}
                          className={cn(
                            'px-4 py-3',
                            cell.column.id === 'select' && 'w-10 pe-0',
                            meta?.numeric
                              ? 'text-end whitespace-nowrap tabular-nums'
                              : 'text-start',
                            index === headerIndex && 'font-normal',
                            meta?.className,
                          )}
                        >
                          {cell.column.id === 'select' ? (
                            <Checkbox
                              aria-label={t('dataTable.selectRow', {
                                name: rowLabel?.(row.original) ?? row.id,
                              })}
                              checked={row.getIsSelected()}
                              disabled={!row.getCanSelect()}
                              onChange={row.getToggleSelectedHandler()}
                            />
                          ) : (
                            byId.get(cell.column.id)?.cell(row.original)
                          )}
                        </Cell>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
        {pagination && <Pagination {...pagination} />}
      </>
    );
  }

  const showTable = Boolean(data?.length) && !loading;
  return (
    <div className="space-y-3">
      {showTable && (columnsKey || (selectable && count > 0)) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {selectable && count > 0 ? (
            <div
              role="group"
              aria-label={t('dataTable.bulkActions')}
              className="flex flex-wrap items-center gap-2 rounded-xl border border-primary-200 bg-primary-50 px-3 py-2 dark:border-primary-800 dark:bg-primary-950"
            >
              <span className="px-1 text-sm font-semibold text-fg">
                {t('dataTable.selected', { count })}
              </span>
              {bulkActions({
                ids: selectedRows.map((row) => row.id),
                rows: selectedRows.map((row) => row.original),
                clear,
              })}
              <Button variant="ghost" className="px-3 py-2" onClick={clear}>
                {t('dataTable.clearSelection')}
              </Button>
            </div>
          ) : (
            <span />
          )}
          {columnsKey && (
            <ColumnsMenu
              columns={table
                .getAllLeafColumns()
                .filter((column) => column.getCanHide())
                .map((column) => ({
                  id: column.id,
                  label: column.columnDef.meta?.label ?? column.id,
                  visible: column.getIsVisible(),
                  toggle: (visible) => column.toggleVisibility(visible),
                }))}
            />
          )}
        </div>
      )}
      {selectable && (
        <p aria-live="polite" className="sr-only">
          {count > 0 ? t('dataTable.selected', { count }) : ''}
        </p>
      )}
      {body}
    </div>
  );
}
