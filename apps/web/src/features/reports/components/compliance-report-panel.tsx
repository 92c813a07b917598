import { Search, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLIANCE_STATES, type Compliance } from '@slidewise/shared/learning/certification';
import type { ComplianceReportRow } from '@slidewise/shared/reports/reports';
import { ComplianceBadge } from '@/components/compliance-badge';
import { EmptyState } from '@/components/empty-state';
import { Input } from '@/components/input';
import { certificatePdfUrl } from '@/lib/certificate-url';
import { useFormat } from '@/lib/format';
import { useComplianceReport } from '../api/get-compliance-report';
import { useCourseOptions } from '../api/get-course-options';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { csvHref } from '../lib/report-search';
import { ListPanel } from './list-panel';
import { REPORT_PAGE_SIZE, linkClass, type PanelProps } from './panel-props';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';

const STANDING_LABELS = {
  valid: 'compliance.valid',
  expiring: 'compliance.expiring',
  expired: 'compliance.expired',
  never: 'compliance.never',
} as const satisfies Record<Compliance, string>;

const selectClass =
  'block w-full rounded-lg border border-line-strong bg-surface-raised px-3 py-2.5 text-base text-fg shadow-xs focus-visible:border-primary-600 focus-visible:outline-2 sm:text-sm';

/** Whose training holds, per person and course: what needs attention first, filterable and exportable. */
export function ComplianceReportPanel({ state, ready, go, hrefFor }: PanelProps) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const ids = { search: useId(), course: useId(), standing: useId() };
  const courses = useCourseOptions();
  const [query, setQuery] = useState(state.q);
  const settled = useDebouncedValue(query.trim());
  useEffect(() => {
    if (settled !== state.q) go({ ...state, q: settled, page: 1 }, { replace: true });
    // Only a settled change of the box's text searches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const params = {
    page: state.page,
    pageSize: REPORT_PAGE_SIZE,
    courseId: state.courseId || undefined,
    compliance: state.standing || undefined,
    q: state.q || undefined,
  };
  const report = useComplianceReport(state.filters, params, { enabled: ready });
  const counts = report.data?.counts;

  const columns: DataColumn<ComplianceReportRow>[] = [
    {
      id: 'person',
      alwaysVisible: true,
      header: t('reports.compliance.columns.person'),
      cell: (row) => (
        <>
          <span className="block font-semibold">{row.displayName ?? row.email}</span>
          {row.displayName && <span className="block text-fg-muted">{row.email}</span>}
        </>
      ),
    },
    {
      id: 'course',
      header: t('reports.compliance.columns.course'),
      cell: (row) => <span dir="auto">{row.courseTitle}</span>,
    },
    {
      id: 'compliance',
      header: t('reports.compliance.columns.compliance'),
      cell: (row) => <ComplianceBadge compliance={row.compliance} />,
    },
    {
      id: 'validUntil',
      header: t('reports.compliance.columns.validUntil'),
      cell: (row) => (row.validUntil ? date(row.validUntil) : '—'),
    },
    {
      id: 'completed',
      header: t('reports.compliance.columns.completed'),
      cell: (row) =>
        row.certifiedAt
          ? t('reports.compliance.completedVersion', {
              date: date(row.certifiedAt),
              version: number(row.completedVersion ?? 1),
            })
          : '—',
    },
    {
      id: 'signedOff',
      header: t('reports.compliance.columns.signedOff'),
      cell: (row) => (row.signedOffAt ? date(row.signedOffAt) : '—'),
    },
    {
      id: 'certificate',
      header: t('reports.compliance.columns.certificate'),
      cell: (row) =>
        row.certificateId ? (
          <a
            href={certificatePdfUrl(row.certificateId)}
            download
            className={linkClass}
            aria-label={t('reports.compliance.certificateOf', {
              name: row.displayName ?? row.email,
              course: row.courseTitle,
            })}
          >
            {t('reports.compliance.certificate')}
          </a>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <ListPanel
      title={t('reports.compliance.title')}
      ready={ready}
      groupId={state.filters.groupId}
      query={report}
      csvHref={csvHref('/api/v1/reports/compliance', state.filters, {
        courseId: state.courseId || undefined,
        compliance: state.standing || undefined,
        q: state.q || undefined,
      })}
      loadingLabel={t('reports.compliance.loading')}
      total={(count) => t('reports.compliance.total', { count, formatted: number(count) })}
      toolbar={
        <div className="space-y-4">
          {counts && (
            <ul className="flex flex-wrap gap-3" aria-label={t('reports.compliance.counts')}>
              {COMPLIANCE_STATES.map((standing) => (
                <li key={standing} className="flex items-center gap-2 text-sm">
                  <ComplianceBadge compliance={standing} />
                  <span className="font-semibold tabular-nums" data-count={standing}>
                    {number(counts[standing])}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="space-y-1.5">
              <label htmlFor={ids.course} className="block text-sm font-medium text-fg">
                {t('reports.compliance.course')}
              </label>
              <select
                id={ids.course}
                value={state.courseId}
                onChange={(event) => go({ ...state, courseId: event.target.value, page: 1 })}
                className={selectClass}
              >
                <option value="">{t('reports.compliance.allCourses')}</option>
                {courses.data?.map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.title}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <label htmlFor={ids.standing} className="block text-sm font-medium text-fg">
                {t('reports.compliance.standing')}
              </label>
              <select
                id={ids.standing}
                value={state.standing}
                onChange={(event) =>
                  go({ ...state, standing: event.target.value as Compliance | '', page: 1 })
                }
                className={selectClass}
              >
                <option value="">{t('reports.compliance.allStandings')}</option>
                {COMPLIANCE_STATES.map((standing) => (
                  <option key={standing} value={standing}>
                    {t(STANDING_LABELS[standing])}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <label htmlFor={ids.search} className="block text-sm font-medium text-fg">
                {t('reports.compliance.search')}
              </label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
                />
                <Input
                  id={ids.search}
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  className="ps-9"
                />
              </div>
            </div>
          </div>
        </div>
      }
      empty={
        <EmptyState
          icon={ShieldCheck}
          headingLevel={3}
          title={t('reports.compliance.emptyTitle')}
          description={t('reports.compliance.emptyBody')}
        />
      }
      page={state.page}
      pageHref={(page) => hrefFor({ ...state, page })}
      paginationLabel={t('reports.compliance.pagination')}
    >
      <DataTable
        columnsKey="reports.compliance"
        caption={t('reports.compliance.caption')}
        columns={columns}
        data={report.data?.items ?? []}
        getRowId={(row) => row.assignmentId}
        busy={report.isPlaceholderData}
      />
    </ListPanel>
  );
}
