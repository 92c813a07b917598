import { Search, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@slidewise/shared/groups/group';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { buttonClass } from '@/components/button-look';
import { EmptyState } from '@/components/empty-state';
import { SearchField, SelectField } from '@/components/filter-field';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { paths, pathTo } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useSearchText } from '@/lib/use-search-text';
import { useGroups } from '../api/get-groups';
import {
  GROUP_SORT_CHOICES,
  GROUP_SORTS,
  nextGroupSort,
  groupListParams,
  groupListSearch,
  readGroupListState,
  type GroupListState,
  type GroupSortChoice,
} from '../lib/group-list-params';

const SORT_LABEL_KEYS: Record<GroupSortChoice, string> = {
  'name-asc': 'groups.list.sort.nameAsc',
  'name-desc': 'groups.list.sort.nameDesc',
  'updated-desc': 'groups.list.sort.updated',
  'created-desc': 'groups.list.sort.created',
  'members-desc': 'groups.list.sort.members',
};

/** The leader's groups: search, sort and pages live in the address bar. */
export function GroupsList() {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readGroupListState(searchParams);
  const groups = useGroups(groupListParams(state));

  const go = (next: Partial<GroupListState>, replace = false) =>
    setSearchParams(groupListSearch({ ...state, ...next }), { replace });
  // A new search starts again at page 1; typing does not fill the history.
  const [query, setQuery] = useSearchText(state.q, (q) => go({ q, page: 1 }, true));

  const data = groups.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const nothingYet = data?.total === 0 && !state.q;

  const columns: DataColumn<Group>[] = [
    {
      id: 'name',
      header: t('groups.list.columns.name'),
      sortKey: 'name',
      alwaysVisible: true,
      className: 'max-w-md align-top',
      cell: (group) => (
        <>
          <Link
            to={pathTo.groupView(group.id)}
            className="font-semibold text-primary-800 hover:underline dark:text-primary-200"
          >
            {group.name}
          </Link>
          {group.description && (
            <p className="mt-0.5 line-clamp-2 text-fg-muted">{group.description}</p>
          )}
        </>
      ),
    },
    {
      id: 'members',
      header: t('groups.list.columns.members'),
      sortKey: 'members',
      numeric: true,
      cell: (group) =>
        t('groups.memberCount', { count: group.memberCount, formatted: number(group.memberCount) }),
    },
    {
      id: 'updated',
      header: t('groups.list.columns.updated'),
      sortKey: 'updated',
      className: 'whitespace-nowrap text-fg-muted',
      cell: (group) => <time dateTime={group.updatedAt}>{date(group.updatedAt)}</time>,
    },
  ];

  const empty = nothingYet ? (
    <EmptyState
      icon={UsersRound}
      title={t('groups.list.emptyTitle')}
      description={t('groups.list.emptyBody')}
      action={
        <Link to={paths.groupCreate} className={buttonClass()}>
          {t('groups.list.createFirst')}
        </Link>
      }
    />
  ) : data && data.total > 0 ? (
    <Alert tone="info">
      <p>{t('groups.list.pageGone')}</p>
      <Link to={`?${groupListSearch({ ...state, page: 1 })}`} className="font-semibold underline">
        {t('groups.list.firstPage')}
      </Link>
    </Alert>
  ) : (
    <EmptyState
      icon={Search}
      title={t('groups.list.noMatchTitle')}
      description={t('groups.list.noMatchBody', { query: state.q })}
      action={
        <Button variant="secondary" onClick={() => setQuery('')}>
          {t('groups.list.clearSearch')}
        </Button>
      }
    />
  );

  return (
    <div className="space-y-5">
      {!nothingYet && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchField
            className="flex-1"
            label={t('groups.list.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('groups.list.searchPlaceholder')}
          />
          <SelectField
            className="sm:w-56"
            label={t('groups.list.sortLabel')}
            value={state.sortChoice}
            onChange={(event) => go({ sortChoice: event.target.value as GroupSortChoice, page: 1 })}
          >
            {GROUP_SORT_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(SORT_LABEL_KEYS[choice])}
              </option>
            ))}
          </SelectField>
        </div>
      )}

      {data && data.total > 0 && (
        <p className="text-sm text-fg-muted" aria-live="polite">
          {t('groups.list.total', { count: data.total, formatted: number(data.total) })}
        </p>
      )}
      <DataTable
        caption={t('groups.list.caption')}
        columns={columns}
        data={data?.items}
        getRowId={(group) => group.id}
        sort={GROUP_SORTS[state.sortChoice]}
        onSort={(column) => go({ sortChoice: nextGroupSort(state.sortChoice, column), page: 1 })}
        columnsKey="groups"
        busy={groups.isPlaceholderData}
        loadingLabel={t('groups.list.loading')}
        error={groups.error}
        onRetry={() => void groups.refetch()}
        empty={empty}
        pagination={{
          page: state.page,
          totalPages,
          label: t('groups.list.pagination'),
          getPageHref: (page) => `?${groupListSearch({ ...state, page })}`,
        }}
      />
    </div>
  );
}
