import { LayoutGrid, Table2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_SORTS, COURSE_STATUSES } from '@slidewise/shared/courses/course';
import { SearchField, SelectField } from '@/components/filter-field';
import { cn } from '@/lib/class-names';
import { useSearchText } from '@/lib/use-search-text';
import {
  SEARCH_MAX,
  effectiveOrder,
  type CourseFilters,
  type CourseSort,
  type SortOrder,
} from '../lib/course-filters';
import type { CourseViewMode } from '../lib/view-mode';
import { STATUS_LABELS } from './course-status-badge';

const SORT_LABELS: Record<CourseSort, string> = {
  updated: 'courses.filters.sortUpdated',
  title: 'courses.filters.sortTitle',
  created: 'courses.filters.sortCreated',
};

// Words for the order that fit the sort: A–Z for titles, newest/oldest for dates.
const ORDER_LABELS: Record<CourseSort, Record<SortOrder, string>> = {
  title: { asc: 'courses.filters.orderAz', desc: 'courses.filters.orderZa' },
  updated: { desc: 'courses.filters.orderNewest', asc: 'courses.filters.orderOldest' },
  created: { desc: 'courses.filters.orderNewest', asc: 'courses.filters.orderOldest' },
};

/** The toolbar's small labels, above each control. */
const LABEL = 'text-xs text-fg-muted';

/** The search box: types freely, searches once typing pauses or at Enter (the address keeps it). */
function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useSearchText(q, onSearch);

  return (
    <SearchField
      role="search"
      className="min-w-0 flex-1 basis-64"
      label={t('courses.filters.search')}
      labelClassName={LABEL}
      value={text}
      maxLength={SEARCH_MAX}
      placeholder={t('courses.filters.searchPlaceholder')}
      autoComplete="off"
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        // Enter searches at once.
        if (event.key === 'Enter') onSearch(text.trim());
      }}
    />
  );
}

export function CourseListToolbar({
  filters,
  onChange,
  onSearch,
  view,
  onViewChange,
}: {
  filters: CourseFilters;
  onChange: (change: Partial<CourseFilters>) => void;
  onSearch: (q: string) => void;
  view: CourseViewMode;
  onViewChange: (view: CourseViewMode) => void;
}) {
  const { t } = useTranslation();
  const order = effectiveOrder(filters);
  // Titles read A to Z first; dates newest first.
  const orderOptions: SortOrder[] = filters.sort === 'title' ? ['asc', 'desc'] : ['desc', 'asc'];
  const viewButton = (mode: CourseViewMode, icon: ReactNode, label: string) => (
    <button
      type="button"
      aria-pressed={view === mode}
      onClick={() => onViewChange(mode)}
      className={cn(
        'inline-flex items-center gap-2 px-3 py-2.5 text-sm font-medium',
        view === mode
          ? 'bg-primary-700 text-white'
          : 'bg-surface-raised text-fg hover:bg-surface-sunken',
      )}
    >
      {icon}
      <span>{label}</span>
    </button>
  );

  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox q={filters.q} onSearch={onSearch} />
      <SelectField
        label={t('courses.filters.status')}
        labelClassName={LABEL}
        value={filters.status ?? ''}
        onChange={(event) =>
          onChange({
            status: COURSE_STATUSES.find((status) => status === event.target.value) ?? null,
          })
        }
      >
        <option value="">{t('courses.filters.allStatuses')}</option>
        {COURSE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(STATUS_LABELS[status])}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('courses.filters.sort')}
        labelClassName={LABEL}
        value={filters.sort}
        onChange={(event) => {
          const sort = COURSE_SORTS.find((value) => value === event.target.value);
          if (sort) onChange({ sort });
        }}
      >
        {COURSE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('courses.filters.order')}
        labelClassName={LABEL}
        value={order}
        onChange={(event) => onChange({ order: event.target.value === 'asc' ? 'asc' : 'desc' })}
      >
        {orderOptions.map((value) => (
          <option key={value} value={value}>
            {t(ORDER_LABELS[filters.sort][value])}
          </option>
        ))}
      </SelectField>
      <div
        role="group"
        aria-label={t('courses.layout.label')}
        className="flex overflow-hidden rounded-lg border border-line-strong shadow-xs"
      >
        {viewButton(
          'grid',
          <LayoutGrid aria-hidden="true" className="size-4" />,
          t('courses.layout.grid'),
        )}
        {viewButton(
          'table',
          <Table2 aria-hidden="true" className="size-4" />,
          t('courses.layout.table'),
        )}
      </div>
    </div>
  );
}
