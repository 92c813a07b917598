import type { SortOrder, SortState } from '@/components/data-table/sort-state';
import { COMPLIANCE_STATES, type Compliance } from '@slidewise/shared/learning/certification';
import {
  courseReportQuerySchema,
  groupReportQuerySchema,
  personReportQuerySchema,
} from '@slidewise/shared/reports/reports';

export const REPORT_TABS = [
  'overview',
  'courses',
  'groups',
  'people',
  'compliance',
  'questions',
] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export type { SortOrder, SortState };

/** The filters every report takes (the API's `from`, `to`, `groupId`). */
export interface ReportFilters {
  from?: string;
  to?: string;
  groupId?: string;
}

/** The columns each table sorts by: the server's for the lists, our own for the questions. */
export const TAB_SORTS = {
  courses: courseReportQuerySchema.shape.sort.unwrap().options,
  groups: groupReportQuerySchema.shape.sort.unwrap().options,
  people: personReportQuerySchema.shape.sort.unwrap().options,
  questions: ['position', 'answered', 'correct', 'correctRate'],
  // One order, the server's: what needs attention first.
  compliance: ['compliance'],
} as const;
export type SortedTab = keyof typeof TAB_SORTS;
export type SortColumn<T extends SortedTab> = (typeof TAB_SORTS)[T][number];

/** Names read A→Z; figures start with the largest, and quiz questions with the most confusing. */
const ASCENDING_FIRST = new Set(['title', 'name', 'email', 'position', 'correctRate']);

export const defaultOrder = (column: string): SortOrder =>
  ASCENDING_FIRST.has(column) ? 'asc' : 'desc';

const DEFAULT_SORT: Record<SortedTab, string> = {
  courses: 'title',
  groups: 'name',
  people: 'email',
  questions: 'correctRate',
  compliance: 'compliance',
};

export function defaultSort(tab: ReportTab): SortState | null {
  if (tab === 'overview') return null;
  const sort = DEFAULT_SORT[tab];
  return { sort, order: defaultOrder(sort) };
}

/** A header pressed: the same column flips its order, another starts in its natural order. */
export function nextSort(current: SortState, column: string): SortState {
  if (current.sort === column)
    return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: defaultOrder(column) };
}

export interface ReportState {
  tab: ReportTab;
  filters: ReportFilters;
  /** The current table's sort (ignored on the overview). */
  sort: string;
  order: SortOrder;
  page: number;
  /** The person search. */
  q: string;
  /** The course whose questions are shown. */
  courseId: string;
  /** The person whose detail is open. */
  personId: string;
  /** The compliance list's filter: one standing, or all. */
  standing: Compliance | '';
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (what a date input gives and the API takes). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const ID = /^[\w-]{1,64}$/;
const isStanding = (value: string): value is Compliance =>
  (COMPLIANCE_STATES as readonly string[]).includes(value);
const isTab = (value: string | null): value is ReportTab =>
  (REPORT_TABS as readonly string[]).includes(value ?? '');

/**
 * The reports screen's state from the address bar (`?tab=people&from=2025-01-01&groupId=…`),
 * so a view can be bookmarked and shared, and Back works. Anything unreadable falls back to
 * the default; a group id is kept as written, for the server to judge.
 */
export function readReportState(search: URLSearchParams): ReportState {
  const tab = isTab(search.get('tab')) ? (search.get('tab') as ReportTab) : 'overview';
  const filters: ReportFilters = {};
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const groupId = (search.get('groupId') ?? '').trim();
  if (isIsoDay(from)) filters.from = from;
  if (isIsoDay(to)) filters.to = to;
  if (groupId) filters.groupId = groupId.slice(0, 64);

  const fallback = defaultSort(tab) ?? { sort: '', order: 'asc' as const };
  const allowed: readonly string[] = tab === 'overview' ? [] : TAB_SORTS[tab];
  const sort = search.get('sort') ?? '';
  const order = search.get('order');
  const sortState: SortState = allowed.includes(sort)
    ? { sort, order: order === 'asc' || order === 'desc' ? order : defaultOrder(sort) }
    : fallback;

  const page = Number(search.get('page'));
  const courseId = search.get('course') ?? '';
  const personId = search.get('person') ?? '';
  const standing = search.get('compliance') ?? '';
  return {
    tab,
    filters,
    ...sortState,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    q: tab === 'people' || tab === 'compliance' ? (search.get('q') ?? '').trim().slice(0, 254) : '',
    courseId: (tab === 'questions' || tab === 'compliance') && ID.test(courseId) ? courseId : '',
    personId: tab === 'people' && /^[\w-]{1,400}$/.test(personId) ? personId : '',
    standing: tab === 'compliance' && isStanding(standing) ? standing : '',
  };
}

/** The address bar's query for a state; defaults are left out to keep the address short. */
export function reportSearch(state: ReportState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.tab !== 'overview') search.set('tab', state.tab);
  if (state.filters.from) search.set('from', state.filters.from);
  if (state.filters.to) search.set('to', state.filters.to);
  if (state.filters.groupId) search.set('groupId', state.filters.groupId);
  const fallback = defaultSort(state.tab);
  if (fallback && (state.sort !== fallback.sort || state.order !== fallback.order)) {
    search.set('sort', state.sort);
    search.set('order', state.order);
  }
  if (state.page > 1) search.set('page', String(state.page));
  const searched = state.tab === 'people' || state.tab === 'compliance';
  if (searched && state.q) search.set('q', state.q);
  const byCourse = state.tab === 'questions' || state.tab === 'compliance';
  if (byCourse && state.courseId) search.set('course', state.courseId);
  if (state.tab === 'compliance' && state.standing) search.set('compliance', state.standing);
  if (state.tab === 'people' && state.personId) search.set('person', state.personId);
  return search;
}

/** Another tab: the filters stay, the table's own choices start again. */
export function withTab(state: ReportState, tab: ReportTab): ReportState {
  const sort = defaultSort(tab) ?? { sort: '', order: 'asc' as const };
  return { ...state, tab, ...sort, page: 1, q: '', personId: '', courseId: '', standing: '' };
}

/** New filters start the table again at its first page. */
export function withFilters(state: ReportState, filters: ReportFilters): ReportState {
  const clean: ReportFilters = {};
  if (filters.from) clean.from = filters.from;
  if (filters.to) clean.to = filters.to;
  if (filters.groupId) clean.groupId = filters.groupId;
  return { ...state, filters: clean, page: 1 };
}

/** What is wrong with the filters before asking the server (its 422 says the same). */
export function filterProblem(filters: ReportFilters): 'inverted' | null {
  return filters.from && filters.to && filters.from > filters.to ? 'inverted' : null;
}

/** The API query for a report: the filters, then the table's own parameters. */
export function reportQuery(
  filters: ReportFilters,
  params: Record<string, string | number | undefined> = {},
): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.groupId) query.set('groupId', filters.groupId);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query;
}

/** The CSV download of a list: the same view, every page, as a file. */
export function csvHref(
  path: string,
  filters: ReportFilters,
  params: Record<string, string | number | undefined> = {},
): string {
  return `${path}?${reportQuery(filters, { ...params, format: 'csv' }).toString()}`;
}
