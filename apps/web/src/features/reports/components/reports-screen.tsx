import type { ComponentType } from 'react';
import { useReportState } from '../hooks/use-report-state';
import { useFilterStatus } from '../hooks/use-filter-status';
import { withFilters, withTab, type ReportTab } from '../lib/report-search';
import { ComplianceReportPanel } from './compliance-report-panel';
import { CourseReportPanel } from './course-report-panel';
import { FilterBar } from './filter-bar';
import { GroupReportPanel } from './group-report-panel';
import { OverviewPanel } from './overview-panel';
import type { PanelProps } from './panel-props';
import { PersonReportPanel } from './person-report-panel';
import { QuestionReportPanel } from './question-report-panel';
import { panelId, ReportTabs, tabId } from './report-tabs';

const PANELS: Record<Exclude<ReportTab, 'overview'>, ComponentType<PanelProps>> = {
  courses: CourseReportPanel,
  groups: GroupReportPanel,
  people: PersonReportPanel,
  questions: QuestionReportPanel,
  compliance: ComplianceReportPanel,
};

/**
 * The reports: one filter bar (dates and group) over every tab, all of it in the address
 * bar, so a view can be bookmarked, shared and gone back to.
 */
export function ReportsScreen() {
  const { state, go, hrefFor } = useReportState();
  const status = useFilterStatus(state.filters);
  const ready = status.problem === null;
  const Panel = state.tab === 'overview' ? null : PANELS[state.tab];

  return (
    <div className="space-y-6">
      <FilterBar
        filters={state.filters}
        onChange={(filters) => go(withFilters(state, filters), { replace: true })}
        problem={status.problem}
        groups={status.groups}
        groupName={status.groupName}
      />
      <div className="space-y-5">
        <ReportTabs
          selected={state.tab}
          onSelect={(tab) => tab !== state.tab && go(withTab(state, tab))}
        />
        <div
          role="tabpanel"
          id={panelId(state.tab)}
          aria-labelledby={tabId(state.tab)}
          // Keyboard users reach the panel's content straight after the tabs.
          tabIndex={0}
          className="rounded-lg focus-visible:outline-offset-4"
        >
          {Panel ? (
            <Panel state={state} ready={ready} go={go} hrefFor={hrefFor} />
          ) : (
            <OverviewPanel filters={state.filters} ready={ready} />
          )}
        </div>
      </div>
    </div>
  );
}
