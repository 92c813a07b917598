/** How the groups list can be ordered: each choice is a server `sort` and `order`. */
export const GROUP_SORTS = {
  'name-asc': { sort: 'name', order: 'asc' },
  'name-desc': { sort: 'name', order: 'desc' },
  'updated-desc': { sort: 'updated', order: 'desc' },
  'created-desc': { sort: 'created', order: 'desc' },
  'members-desc': { sort: 'members', order: 'desc' },
} as const;

export type GroupSortChoice = keyof typeof GROUP_SORTS;
export const GROUP_SORT_CHOICES = Object.keys(GROUP_SORTS) as GroupSortChoice[];
export const DEFAULT_GROUP_SORT: GroupSortChoice = 'name-asc';
export const GROUPS_PAGE_SIZE = 10;

/** A header pressed: the name flips A→Z and Z→A; a figure or a date starts with the largest. */
export function nextGroupSort(current: GroupSortChoice, column: string): GroupSortChoice {
  if (column === 'name') return current === 'name-asc' ? 'name-desc' : 'name-asc';
  const choice = `${column}-desc`;
  return isSortChoice(choice) ? choice : current;
}

export interface GroupListParams {
  page: number;
  pageSize: number;
  q: string;
  sort: (typeof GROUP_SORTS)[GroupSortChoice]['sort'];
  order: 'asc' | 'desc';
}

export interface GroupListState {
  page: number;
  q: string;
  sortChoice: GroupSortChoice;
}

const isSortChoice = (value: string | null): value is GroupSortChoice =>
  value !== null && value in GROUP_SORTS;

/**
 * The list's state from the address bar (`?page=2&q=night&sort=members-desc`), so a
 * page can be bookmarked and Back works. Anything unreadable falls back to the default.
 */
export function readGroupListState(search: URLSearchParams): GroupListState {
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    q: (search.get('q') ?? '').trim().slice(0, 80),
    sortChoice: isSortChoice(sort) ? sort : DEFAULT_GROUP_SORT,
  };
}

/** The address bar's query for a state; defaults are left out to keep the address short. */
export function groupListSearch(state: GroupListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.q) search.set('q', state.q);
  if (state.sortChoice !== DEFAULT_GROUP_SORT) search.set('sort', state.sortChoice);
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}

export function groupListParams(state: GroupListState): GroupListParams {
  return {
    page: state.page,
    pageSize: GROUPS_PAGE_SIZE,
    q: state.q,
    ...GROUP_SORTS[state.sortChoice],
  };
}
