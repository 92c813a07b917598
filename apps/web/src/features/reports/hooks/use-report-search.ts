import { useSearchText } from '@/lib/use-search-text';
import type { PanelProps } from '../components/panel-props';

/**
 * A report list's search box, kept in the address: a settled search starts again at page 1,
 * and typing does not fill the history.
 */
export function useReportSearch({ state, go }: PanelProps) {
  return useSearchText(state.q, (q) => go({ ...state, q, page: 1 }, { replace: true }));
}
