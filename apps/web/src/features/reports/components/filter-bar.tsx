import { CalendarRange, TriangleAlert, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@slidewise/shared/groups/group';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { FilterField, SelectField } from '@/components/filter-field';
import { cn } from '@/lib/class-names';
import type { FilterProblem } from '../hooks/use-filter-status';
import { isIsoDay, type ReportFilters } from '../lib/report-search';

const DATE_ENDS = ['from', 'to'] as const;
const DATE_LABELS = { from: 'reports.filters.from', to: 'reports.filters.to' } as const;

function Problem({ id, children }: { id: string; children: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/**
 * The date range and group every report is filtered by. The values live in the address bar;
 * a range that ends before it starts, or a group that is not the leader's, is said right here.
 */
export function FilterBar({
  filters,
  onChange,
  problem,
  groups,
  groupName,
}: {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  problem: FilterProblem;
  groups: Group[];
  groupName: string | undefined;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const datesProblemId = useId();
  const groupProblemId = useId();
  const groupId = filters.groupId ?? '';
  const listed = groups.some((group) => group.id === groupId);
  const inverted = problem === 'inverted';
  const unknownGroup = problem === 'unknownGroup';
  const anyFilter = Boolean(filters.from || filters.to || filters.groupId);

  const setDate = (key: 'from' | 'to', value: string) => {
    if (value === '' || isIsoDay(value)) onChange({ ...filters, [key]: value || undefined });
  };

  return (
    <section
      aria-label={t('reports.filters.label')}
      className="space-y-3 rounded-2xl border border-line bg-surface-raised p-4"
    >
      <div className="flex flex-wrap items-end gap-4">
        {DATE_ENDS.map((end) => (
          <FilterField key={end} label={t(DATE_LABELS[end])}>
            {(id) => (
              <Input
                id={id}
                type="date"
                value={filters[end] ?? ''}
                // The range cannot end before it starts.
                {...(end === 'from' ? { max: filters.to } : { min: filters.from })}
                onChange={(event) => setDate(end, event.target.value)}
                aria-invalid={inverted || undefined}
                aria-describedby={cn(hintId, inverted && datesProblemId) || undefined}
                className="w-44"
              />
            )}
          </FilterField>
        ))}
        <SelectField
          className="min-w-52 flex-1 sm:max-w-xs"
          label={t('reports.filters.group')}
          value={groupId}
          onChange={(event) => onChange({ ...filters, groupId: event.target.value || undefined })}
          aria-invalid={unknownGroup || undefined}
          aria-describedby={unknownGroup ? groupProblemId : undefined}
        >
          <option value="">{t('reports.filters.allGroups')}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
          {groupId && !listed && (
            <option value={groupId}>{groupName ?? t('reports.filters.unknownGroupOption')}</option>
          )}
        </SelectField>
        {anyFilter && (
          <Button variant="ghost" onClick={() => onChange({})}>
            <X aria-hidden="true" className="size-4" />
            {t('reports.filters.clear')}
          </Button>
        )}
      </div>
      <p id={hintId} className="flex items-center gap-1.5 text-sm text-fg-muted">
        <CalendarRange aria-hidden="true" className="size-4 shrink-0" />
        {t('reports.filters.hint')}
      </p>
      {inverted && <Problem id={datesProblemId}>{t('reports.filters.inverted')}</Problem>}
      {unknownGroup && <Problem id={groupProblemId}>{t('reports.filters.unknownGroup')}</Problem>}
    </section>
  );
}
