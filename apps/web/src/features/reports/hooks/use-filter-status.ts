import { ApiError } from '@/lib/api-client';
import { useFilterGroup } from '../api/get-filter-group';
import { useGroupOptions } from '../api/get-group-options';
import { filterProblem, type ReportFilters } from '../lib/report-search';

export type FilterProblem = 'inverted' | 'unknownGroup' | null;

/**
 * Whether the filters can be asked for: the dates in order (checked here, before any call),
 * and the group one of the leader's. A group beyond the first hundred is looked up by id.
 */
export function useFilterStatus(filters: ReportFilters) {
  const options = useGroupOptions();
  const groupId = filters.groupId ?? '';
  const listed = options.data?.items.find((group) => group.id === groupId);
  const lookup = useFilterGroup(groupId, {
    enabled: Boolean(groupId) && !listed && !options.isPending,
  });
  const unknownGroup =
    Boolean(groupId) &&
    !listed &&
    lookup.error instanceof ApiError &&
    (lookup.error.status === 404 || lookup.error.status === 422);
  const problem: FilterProblem = filterProblem(filters) ?? (unknownGroup ? 'unknownGroup' : null);
  return {
    problem,
    groups: options.data?.items ?? [],
    groupsPending: options.isPending,
    /** The chosen group's name, when it is a real group of this leader's. */
    groupName: listed?.name ?? lookup.data?.name,
  };
}
