import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/class-names';
import { REPORT_TABS, type ReportTab } from '../lib/report-search';

export const TAB_LABELS = {
  overview: 'reports.tabs.overview',
  courses: 'reports.tabs.courses',
  groups: 'reports.tabs.groups',
  people: 'reports.tabs.people',
  questions: 'reports.tabs.questions',
  compliance: 'reports.tabs.compliance',
} as const satisfies Record<ReportTab, string>;

export const tabId = (tab: ReportTab) => `report-tab-${tab}`;
export const panelId = (tab: ReportTab) => `report-panel-${tab}`;

/**
 * The reports' tabs (WAI-ARIA tabs pattern): one tab stop; arrow keys move along the row
 * (mirrored right to left), Home and End jump to the ends, and moving selects.
 */
export function ReportTabs({
  selected,
  onSelect,
}: {
  selected: ReportTab;
  onSelect: (tab: ReportTab) => void;
}) {
  const { t, i18n } = useTranslation();
  const refs = useRef(new Map<ReportTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = REPORT_TABS.indexOf(selected);
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = i18n.dir() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const last = REPORT_TABS.length - 1;
    const target =
      event.key === forward
        ? (index + 1) % REPORT_TABS.length
        : event.key === back
          ? (index + last) % REPORT_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = REPORT_TABS[target]!;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('reports.tabs.label')}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-line"
    >
      {REPORT_TABS.map((tab) => {
        const active = tab === selected;
        return (
          <button
            key={tab}
            ref={(node) => {
              if (node) refs.current.set(tab, node);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={active}
            aria-controls={active ? panelId(tab) : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={cn(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap',
              active
                ? 'border-primary-700 text-primary-800 dark:border-primary-300 dark:text-primary-100'
                : 'border-transparent text-fg-muted hover:border-line-strong hover:text-fg',
            )}
          >
            {t(TAB_LABELS[tab])}
          </button>
        );
      })}
    </div>
  );
}
