import { BellRing, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { PersonReportRow } from '@slidewise/shared/reports/reports';
import { Button } from '@/components/button';
import type { Selection } from '@/components/data-table/data-table';
import { errorMessage } from '@/lib/error-message';
import { useRemindOverdue } from '../api/remind-overdue';
import { downloadCsv, selectionCsv } from '../lib/selection-csv';

/** What a leader can do to the selected people: remind those with overdue work, or export them. */
export function PersonBulkActions({ selection }: { selection: Selection<PersonReportRow> }) {
  const { t } = useTranslation();
  const remind = useRemindOverdue();
  const overdue = selection.rows.filter((row) => row.overdue > 0);

  function sendReminders() {
    remind.mutate(
      { userIds: overdue.map((row) => row.personId) },
      {
        onSuccess: ({ affected }) => {
          toast.success(t('reports.people.bulk.reminded', { count: affected }));
          selection.clear();
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  }

  async function exportSelection() {
    const header = [
      t('reports.people.columns.email'),
      t('reports.people.columns.name'),
      t('reports.people.columns.courses'),
      t('reports.people.columns.inProgress'),
      t('reports.people.columns.completed'),
      t('reports.people.columns.overdue'),
      t('reports.people.columns.averageScore'),
      t('reports.people.columns.lastActivity'),
    ];
    const rows = selection.rows.map((row) => [
      row.email,
      row.displayName,
      row.courses,
      row.inProgress,
      row.completed,
      row.overdue,
      row.averageScore,
      row.lastActivityAt,
    ]);
    downloadCsv('people-report-selection.csv', await selectionCsv(header, rows));
    toast.success(t('reports.people.bulk.exported', { count: rows.length }));
  }

  return (
    <>
      <Button
        variant="secondary"
        className="px-3 py-2"
        isLoading={remind.isPending}
        disabled={overdue.length === 0}
        onClick={sendReminders}
      >
        <BellRing aria-hidden="true" className="size-4" />
        {t('reports.people.bulk.remind', { count: overdue.length })}
      </Button>
      <Button variant="secondary" className="px-3 py-2" onClick={() => void exportSelection()}>
        <Download aria-hidden="true" className="size-4" />
        {t('reports.people.bulk.export')}
      </Button>
    </>
  );
}
