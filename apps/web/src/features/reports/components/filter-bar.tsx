import { CalendarRange, TriangleAlert, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@slidewise/shared/groups/group';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Select } from '@/components/select';
import { cn } from '@/lib/class-names';
import type { FilterProblem } from '../hooks/use-filter-status';
import { isIsoDay, type ReportFilters } from '../lib/report-search';

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
  const fromId = useId();
  const toId = useId();
  const groupSelectId = useId();
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
        <div className="space-y-1.5">
          <label htmlFor={fromId} className="block text-sm font-medium text-fg">
            {t('reports.filters.from')}
          </label>
          <Input
            id={fromId}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => setDate('from', event.target.value)}
            aria-invalid={inverted || undefined}
            aria-describedby={cn(hintId, inverted && datesProblemId) || undefined}
            className="w-44"
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={toId} className="block text-sm font-medium text-fg">
            {t('reports.filters.to')}
          </label>
          <Input
            id={toId}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => setDate('to', event.target.value)}
            aria-invalid={inverted || undefined}
            aria-describedby={cn(hintId, inverted && datesProblemId) || undefined}
            className="w-44"
          />
        </div>
        <div className="min-w-52 flex-1 space-y-1.5 sm:max-w-xs">
          <label htmlFor={groupSelectId} className="block text-sm font-medium text-fg">
            {t('reports.filters.group')}
          </label>
          <Select
            id={groupSelectId}
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
              <option value={groupId}>
                {groupName ?? t('reports.filters.unknownGroupOption')}
              </option>
            )}
          </Select>
        </div>
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
