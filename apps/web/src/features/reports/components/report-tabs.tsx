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
      // Narrower than the row of six (phones), the tabs wrap as pills, every one in sight.
      className="flex flex-wrap gap-2 md:flex-nowrap md:gap-1 md:border-b md:border-line"
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
              'rounded-lg border px-3 py-2 text-sm font-semibold whitespace-nowrap',
              'md:-mb-px md:rounded-none md:border-0 md:border-b-2 md:px-4 md:py-2.5',
              active
                ? 'border-primary-700 bg-primary-50 text-primary-800 md:bg-transparent dark:border-primary-300 dark:bg-primary-950 dark:text-primary-100 md:dark:bg-transparent'
                : 'border-line text-fg-muted hover:border-line-strong hover:text-fg md:border-transparent',
            )}
          >
            {t(TAB_LABELS[tab])}
          </button>
        );
      })}
    </div>
  );
}
