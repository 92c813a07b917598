import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COMPLIANCE_STATES, type Compliance } from '@slidewise/shared/learning/certification';
import type { ComplianceReportRow } from '@slidewise/shared/reports/reports';
import { StatusBadge, statusLabel } from '@/components/badge';
import { EmptyState } from '@/components/empty-state';
import { SearchField, SelectField } from '@/components/filter-field';
import { certificatePdfUrl } from '@/lib/certificate-url';
import { useFormat } from '@/lib/format';
import { useComplianceReport } from '../api/get-compliance-report';
import { useCourseOptions } from '../api/get-course-options';
import { useReportSearch } from '../hooks/use-report-search';
import { csvHref } from '../lib/report-search';
import { ListPanel } from './list-panel';
import { REPORT_PAGE_SIZE, linkClass, type PanelProps } from './panel-props';
import type { DataColumn } from '@/components/data-table/data-table';
import { PersonName } from '@/components/data-table/email-address';

/** Whose training holds, per person and course: what needs attention first, filterable and exportable. */
export function ComplianceReportPanel(panel: PanelProps) {
  const { state, ready, go } = panel;
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const courses = useCourseOptions();
  const [query, setQuery] = useReportSearch(panel);

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
        <PersonName name={row.displayName} email={row.email} className="font-semibold" />
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
      cell: (row) => <StatusBadge status={row.compliance} />,
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
      panel={panel}
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
                  <StatusBadge status={standing} />
                  <span className="font-semibold tabular-nums" data-count={standing}>
                    {number(counts[standing])}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              label={t('reports.compliance.course')}
              value={state.courseId}
              onChange={(event) => go({ ...state, courseId: event.target.value, page: 1 })}
            >
              <option value="">{t('reports.compliance.allCourses')}</option>
              {courses.data?.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('reports.compliance.standing')}
              value={state.standing}
              onChange={(event) =>
                go({ ...state, standing: event.target.value as Compliance | '', page: 1 })
              }
            >
              <option value="">{t('reports.compliance.allStandings')}</option>
              {COMPLIANCE_STATES.map((standing) => (
                <option key={standing} value={standing}>
                  {t(statusLabel(standing))}
                </option>
              ))}
            </SelectField>
            <SearchField
              label={t('reports.compliance.search')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
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
      paginationLabel={t('reports.compliance.pagination')}
      columnsKey="reports.compliance"
      caption={t('reports.compliance.caption')}
      columns={columns}
      getRowId={(row) => row.assignmentId}
    />
  );
}
