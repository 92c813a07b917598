import { CircleHelp, ListChecks, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { SelectField } from '@/components/filter-field';
import { SkeletonList } from '@/components/skeleton';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useCourseOptions } from '../api/get-course-options';
import { useQuestionReport } from '../api/get-question-report';
import { sortQuestions, type QuestionRow } from '../lib/question-sort';
import { csvHref, nextSort } from '../lib/report-search';
import { ExportCsvLink } from './export-csv-link';
import { REPORT_PAGE_SIZE, type PanelProps } from './panel-props';
import { FilterRejection, FixFiltersNotice, isFilterRejection, ReportError } from './report-notice';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';

/** Under this share of right answers, a question is marked as one that confuses people. */
export const CONFUSING_BELOW = 50;

/** Each quiz question of a chosen course: answered, right, and the share right. */
export function QuestionReportPanel({ state, ready, go, hrefFor }: PanelProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const courses = useCourseOptions();
  const report = useQuestionReport(state.courseId, state.filters, { enabled: ready });
  const rows = useMemo(() => sortQuestions(report.data ?? [], state), [report.data, state]);
  const totalPages = Math.max(1, Math.ceil(rows.length / REPORT_PAGE_SIZE));
  const page = Math.min(state.page, totalPages);
  const visible = rows.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE);
  const listed = courses.data?.some((course) => course.id === state.courseId);

  const columns: DataColumn<QuestionRow>[] = [
    {
      id: 'position',
      alwaysVisible: true,
      header: t('reports.questions.columns.slide'),
      sortKey: 'position',
      cell: (row) => t('reports.questions.slideNumber', { number: number(row.position) }),
    },
    {
      id: 'question',
      header: t('reports.questions.columns.question'),
      cell: (row) => (
        <span className="block max-w-md">
          {row.question}
          <QuestionAnswers row={row} />
          {row.correctRate !== null && row.correctRate < CONFUSING_BELOW && (
            <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-secondary-800 dark:text-secondary-300">
              <TriangleAlert aria-hidden="true" className="size-3.5" />
              {t('reports.questions.confusing')}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'answered',
      header: t('reports.questions.columns.answered'),
      sortKey: 'answered',
      numeric: true,
      cell: (row) => number(row.answered),
    },
    {
      id: 'correct',
      header: t('reports.questions.columns.correct'),
      sortKey: 'correct',
      numeric: true,
      cell: (row) => number(row.correct),
    },
    {
      id: 'correctRate',
      header: t('reports.questions.columns.correctRate'),
      sortKey: 'correctRate',
      numeric: true,
      cell: (row) =>
        row.type === 'poll' ? (
          t('reports.questions.answers.poll')
        ) : row.correctRate === null ? (
          t('reports.questions.noAnswers')
        ) : (
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="hidden h-2 w-16 overflow-hidden rounded-full bg-surface-sunken sm:block"
            >
              <span
                className="block h-full rounded-full bg-primary-600 dark:bg-primary-400"
                style={{ width: `${row.correctRate}%` }}
              />
            </span>
            {number(row.correctRate / 100, { style: 'percent' })}
          </span>
        ),
    },
  ];

  let body;
  if (!state.courseId) {
    body = (
      <EmptyState
        icon={ListChecks}
        headingLevel={3}
        title={t('reports.questions.chooseTitle')}
        description={t('reports.questions.chooseBody')}
      />
    );
  } else if (!ready) body = <FixFiltersNotice />;
  else if (report.isError) {
    body =
      report.error instanceof ApiError && report.error.status === 404 && !listed && courses.data ? (
        <EmptyState
          icon={CircleHelp}
          headingLevel={3}
          title={t('reports.questions.courseGoneTitle')}
          description={t('reports.questions.courseGoneBody')}
        />
      ) : isFilterRejection(report.error, state.filters.groupId) ? (
        <FilterRejection error={report.error} />
      ) : (
        <ReportError error={report.error} onRetry={() => void report.refetch()} />
      );
  } else if (!report.data) body = <SkeletonList rows={4} label={t('reports.questions.loading')} />;
  else if (report.data.length === 0) {
    body = (
      <EmptyState
        icon={CircleHelp}
        headingLevel={3}
        title={t('reports.questions.noQuizTitle')}
        description={t('reports.questions.noQuizBody')}
      />
    );
  } else {
    body = (
      <DataTable
        columnsKey="reports.questions"
        caption={t('reports.questions.caption')}
        columns={columns}
        data={visible}
        getRowId={(row) => row.slideId}
        sort={state}
        onSort={(column) => go({ ...state, ...nextSort(state, column), page: 1 })}
        pagination={{
          page,
          totalPages,
          label: t('reports.questions.pagination'),
          getPageHref: (target) => hrefFor({ ...state, page: target }),
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-fg">{t('reports.questions.title')}</h2>
          <p className="text-sm text-fg-muted">{t('reports.questions.intro')}</p>
        </div>
        {ready && report.data && report.data.length > 0 && (
          <ExportCsvLink
            href={csvHref('/api/v1/reports/questions', state.filters, { courseId: state.courseId })}
          />
        )}
      </div>
      <SelectField
        className="max-w-md"
        label={t('reports.questions.course')}
        value={state.courseId}
        disabled={courses.isPending}
        onChange={(event) => go({ ...state, courseId: event.target.value, page: 1 })}
      >
        <option value="">{t('reports.questions.chooseCourse')}</option>
        {courses.data?.map((course) => (
          <option key={course.id} value={course.id}>
            {course.title}
          </option>
        ))}
        {state.courseId && courses.data && !listed && (
          <option value={state.courseId}>{t('reports.questions.unknownCourse')}</option>
        )}
      </SelectField>
      {body}
    </div>
  );
}

/** Under the question: a poll's split, or the wrong answers people give most. */
function QuestionAnswers({ row }: { row: QuestionRow }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const detail = 'mt-1 block text-xs text-fg-muted';
  if (row.distribution) {
    return (
      <span className={detail}>
        {t('reports.questions.answers.split')}:{' '}
        {row.distribution.map((d) => `${d.option} ${number(d.count)}`).join(' · ')}
      </span>
    );
  }
  if (row.commonWrong) {
    return (
      <span className={detail}>
        {t('reports.questions.answers.commonWrong', {
          answer: row.commonWrong.answer,
          count: number(row.commonWrong.count),
        })}
      </span>
    );
  }
  const blanks = row.blanks?.filter((b) => b.wrong.length) ?? [];
  if (!blanks.length) return null;
  return (
    <>
      {blanks.map((b) => (
        <span key={b.blank} className={detail}>
          {t('reports.questions.answers.blankWrong', {
            blank: number(b.blank),
            entries: b.wrong.map((w) => `${w.entry} (${number(w.count)})`).join(', '),
          })}
        </span>
      ))}
    </>
  );
}
