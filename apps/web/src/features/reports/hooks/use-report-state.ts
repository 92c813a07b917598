import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readReportState, reportSearch, type ReportState } from '../lib/report-search';

/** The reports screen's state, kept in the address bar; `go` moves to another state. */
export function useReportState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readReportState(searchParams), [searchParams]);
  const go = useCallback(
    (next: ReportState, options: { replace?: boolean } = {}) =>
      setSearchParams(reportSearch(next), { replace: options.replace ?? false }),
    [setSearchParams],
  );
  const hrefFor = useCallback((next: ReportState) => `?${reportSearch(next).toString()}`, []);
  return { state, go, hrefFor };
}
