import type { ReportFilters } from '../lib/report-search';

/** Query keys of the reports, so one change can refresh them all. */
export const reportKeys = {
  all: ['reports'] as const,
  summary: (filters: ReportFilters) => ['reports', 'summary', filters] as const,
  list: (report: string, filters: ReportFilters, params: object) =>
    ['reports', report, filters, params] as const,
  person: (personId: string, filters: ReportFilters) =>
    ['reports', 'person', personId, filters] as const,
  questions: (courseId: string, filters: ReportFilters) =>
    ['reports', 'questions', courseId, filters] as const,
};
