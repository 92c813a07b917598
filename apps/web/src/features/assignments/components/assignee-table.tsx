import { BellOff, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import {
  ASSIGNEE_STATUSES,
  type Assignee,
  type AssigneeStatus,
} from '@slidewise/shared/learning/assignment';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PersonName } from '@/components/data-table/email-address';
import { ListEmptyState } from '@/components/list-empty-state';
import { SearchField, SelectField } from '@/components/filter-field';
import { NotDelivered } from '@/components/not-delivered';
import { cn } from '@/lib/class-names';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useSearchText } from '@/lib/use-search-text';
import type { AssigneeListParams } from '../api/assignment-keys';
import { useAssignees } from '../api/get-assignees';
import { useResendAssignee } from '../api/resend-assignee';
import { personName } from '../lib/person-name';
import { AssigneeActions } from './assignee-actions';
import { AssigneeBulkActions } from './assignee-bulk-actions';
import { StatusBadge, statusLabel } from '@/components/badge';

const PAGE_SIZE = 20;

function Dash() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className="text-fg-muted">
        —
      </span>
      <span className="sr-only">{t('assign.table.none')}</span>
    </>
  );
}

/** Who has the course: status, progress, score and dates, filtered, searched and paged. */
export function AssigneeTable({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const { date, dateTime, number } = useFormat();
  const [params, setParams] = useState<AssigneeListParams>({
    page: 1,
    pageSize: PAGE_SIZE,
    status: '',
    q: '',
  });
  // Search as the person types, once they pause.
  const [search, setSearch] = useSearchText(params.q, (q) =>
    setParams((current) => ({ ...current, q, page: 1 })),
  );

  const assignees = useAssignees(courseId, params);
  const data = assignees.data;
  const totalPages = data ? Math.ceil(data.total / data.pageSize) : 0;
  const filtered = params.q !== '' || params.status !== '';
  const percent = (value: number) => number(value / 100, { style: 'percent' });
  const resend = useResendAssignee();

  function resendTo(assignee: Assignee) {
    toast.promise(resend.mutateAsync({ courseId, assigneeId: assignee.id }), {
      loading: t('delivery.resending'),
      success: t('delivery.resent', { name: personName(assignee) }),
      error: (error: unknown) => errorMessage(t, error),
    });
  }

  const columns: DataColumn<Assignee>[] = [
    {
      id: 'person',
      header: t('assign.table.person'),
      alwaysVisible: true,
      cell: (assignee) => (
        <>
          <PersonName
            name={assignee.displayName}
            email={assignee.email}
            className="font-medium text-fg"
          />
          {!assignee.userId && (
            <span className="block text-xs text-fg-muted">{t('assign.table.invited')}</span>
          )}
          {assignee.delivery === 'failed' && (
            <NotDelivered
              name={personName(assignee)}
              isPending={resend.isPending && resend.variables.assigneeId === assignee.id}
              onResend={() => resendTo(assignee)}
            />
          )}
        </>
      ),
    },
    {
      id: 'via',
      header: t('assign.table.via'),
      className: 'text-fg',
      cell: (assignee) => (assignee.via === 'direct' ? t('assign.table.direct') : assignee.via),
    },
    {
      id: 'status',
      header: t('assign.table.status'),
      cell: (assignee) => <StatusBadge status={assignee.status} />,
    },
    {
      id: 'progress',
      header: t('assign.table.progress'),
      cell: (assignee) => (
        <div className="flex items-center gap-2">
          <div
            role="progressbar"
            aria-label={t('assign.table.progressOf', { name: personName(assignee) })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={assignee.progress}
            className="h-2 w-20 overflow-hidden rounded-full bg-surface-sunken"
          >
            <div
              className={cn(
                'h-full rounded-full',
                assignee.status === 'completed' ? 'bg-emerald-600' : 'bg-primary-600',
              )}
              style={{ width: `${assignee.progress}%` }}
            />
          </div>
          <span className="text-fg tabular-nums">{percent(assignee.progress)}</span>
        </div>
      ),
    },
    {
      id: 'score',
      header: t('assign.table.score'),
      className: 'text-fg tabular-nums',
      cell: (assignee) => (assignee.score === null ? <Dash /> : percent(assignee.score)),
    },
    {
      id: 'result',
      header: t('assign.table.result'),
      className: 'whitespace-nowrap text-fg',
      cell: (assignee) => (
        <>
          <span className="block">
            {assignee.result === 'passed' ? (
              t('assign.table.passed')
            ) : assignee.result === 'failed' ? (
              t('assign.table.notPassed')
            ) : (
              <Dash />
            )}
          </span>
          <span className="block text-xs text-fg-muted">
            {assignee.attemptsLeft === null
              ? t('assign.table.attempt', { attempt: number(assignee.attempt) })
              : t('assign.table.attemptOf', {
                  attempt: number(assignee.attempt),
                  total: number(assignee.attempt + assignee.attemptsLeft),
                })}
            {assignee.signedOffAt && ` · ${t('assign.table.signedOff')}`}
          </span>
        </>
      ),
    },
    {
      id: 'compliance',
      header: t('assign.table.compliance'),
      className: 'whitespace-nowrap',
      cell: (assignee) => (
        <>
          <StatusBadge status={assignee.compliance} />
          {assignee.validUntil && (
            <span className="block text-xs text-fg-muted">
              {t('assign.table.validUntil', { date: date(assignee.validUntil) })}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'due',
      header: t('assign.table.due'),
      className: 'whitespace-nowrap text-fg',
      cell: (assignee) => (
        <span className="inline-flex items-center gap-1.5">
          {assignee.dueAt ? date(assignee.dueAt) : <Dash />}
          {!assignee.remindersEnabled && (
            <>
              <BellOff aria-hidden="true" className="size-4 text-fg-muted" />
              <span className="sr-only">{t('assign.table.remindersOff')}</span>
            </>
          )}
        </span>
      ),
    },
    {
      id: 'lastActivity',
      header: t('assign.table.lastActivity'),
      className: 'whitespace-nowrap text-fg',
      cell: (assignee) => (assignee.lastActivityAt ? dateTime(assignee.lastActivityAt) : <Dash />),
    },
    {
      id: 'completed',
      header: t('assign.table.completed'),
      className: 'whitespace-nowrap text-fg',
      cell: (assignee) => (assignee.completedAt ? date(assignee.completedAt) : <Dash />),
    },
    {
      id: 'actions',
      header: t('assign.table.actions'),
      srOnlyHeader: true,
      alwaysVisible: true,
      className: 'px-2 py-1 text-end',
      cell: (assignee) => <AssigneeActions courseId={courseId} assignee={assignee} />,
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          className="flex-1"
          label={t('assign.table.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('assign.table.searchPlaceholder')}
        />
        <SelectField
          className="sm:w-56"
          label={t('assign.table.statusFilter')}
          value={params.status}
          onChange={(event) =>
            setParams((current) => ({
              ...current,
              status: event.target.value as AssigneeStatus | '',
              page: 1,
            }))
          }
        >
          <option value="">{t('assign.table.allStatuses')}</option>
          {ASSIGNEE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(statusLabel(status))}
            </option>
          ))}
        </SelectField>
      </div>

      <DataTable
        caption={t('assign.table.caption', { count: data?.total ?? 0 })}
        columns={columns}
        data={data?.items}
        getRowId={(assignee) => assignee.id}
        columnsKey="assignees"
        rowLabel={personName}
        selectionKey={JSON.stringify(params)}
        bulkActions={(selection) => (
          <AssigneeBulkActions courseId={courseId} selection={selection} />
        )}
        minWidth="min-w-[64rem]"
        busy={assignees.isPlaceholderData}
        loadingLabel={t('assign.table.loading')}
        error={assignees.error}
        onRetry={() => void assignees.refetch()}
        empty={
          <ListEmptyState
            icon={UsersRound}
            filtered={filtered}
            empty={[t('assign.table.emptyTitle'), t('assign.table.emptyBody')]}
            noMatch={[t('assign.table.noMatchTitle'), t('assign.table.noMatchBody')]}
          />
        }
        pagination={{
          page: params.page,
          totalPages,
          onPageChange: (page) => setParams((current) => ({ ...current, page })),
          label: t('assign.table.pages'),
        }}
        rowProps={(assignee) => ({ 'data-assignee': assignee.email })}
      />
    </div>
  );
}
