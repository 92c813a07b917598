import type { ReportState } from '../lib/report-search';

/** What the screen hands each tab's panel: the state in the address bar, and how to change it. */
export interface PanelProps {
  state: ReportState;
  /** False while the filters need fixing: nothing is asked of the server. */
  ready: boolean;
  go: (next: ReportState, options?: { replace?: boolean }) => void;
  hrefFor: (next: ReportState) => string;
}

export const REPORT_PAGE_SIZE = 20;

/** A sorted report list's page, as its API takes it. */
export const sortedPage = ({ page, sort, order }: ReportState) => ({
  page,
  pageSize: REPORT_PAGE_SIZE,
  sort,
  order,
});

export const linkClass = 'font-semibold text-primary-800 hover:underline dark:text-primary-200';
