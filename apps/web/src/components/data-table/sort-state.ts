export type SortOrder = 'asc' | 'desc';

/** Which column a list is sorted by, and which way: read from the address, sent to the API. */
export interface SortState {
  sort: string;
  order: SortOrder;
}

/** A header's aria-sort for a column. */
export function ariaSort(
  current: SortState | undefined,
  column: string,
): 'ascending' | 'descending' | 'none' {
  if (!current || current.sort !== column) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}
