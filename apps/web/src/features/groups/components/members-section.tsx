import { Trash2, UserPlus, UsersRound } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Member } from '@slidewise/shared/groups/group';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { EmptyState } from '@/components/empty-state';
import { SearchField } from '@/components/filter-field';
import { NotDelivered } from '@/components/not-delivered';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { EmailAddress } from '@/components/data-table/email-address';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { useResendMember } from '../api/resend-member';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { AddMembersDialog } from './add-members-dialog';
import { MemberBulkActions } from './member-bulk-actions';
import { Badge } from '@/components/badge';

export const MEMBERS_PAGE_SIZE = 20;

function RemoveMemberDialog({
  groupId,
  member,
  onClose,
}: {
  groupId: string;
  member: Member | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveMember({
    onSuccess: () => {
      toast.success(t('groups.members.removed', { email: member?.email }));
      onClose();
    },
  });
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={t('groups.members.removeTitle', { email: member?.email })}
      description={t('groups.members.removeBody')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('groups.members.cancel')}
          </Button>
          <Button
            variant="danger"
            isLoading={remove.isPending}
            onClick={() => member && remove.mutate({ groupId, memberId: member.id })}
          >
            {t('groups.members.removeConfirm')}
          </Button>
        </>
      }
    >
      {remove.isError && <Alert tone="error">{errorMessage(t, remove.error)}</Alert>}
    </Dialog>
  );
}

/**
 * A group's members: search, pages, each one's status (active, or invited while
 * the address has no account, and "not delivered" with a resend when the mail server
 * refused their e-mail), removal with a confirmation, and adding people.
 */
export function MembersSection({
  groupId,
  renderPlanLimit,
}: {
  groupId: string;
  renderPlanLimit?: ((error: unknown) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(query.trim());
  // A new search starts at page 1.
  const [searched, setSearched] = useState(q);
  if (searched !== q) {
    setSearched(q);
    setPage(1);
  }
  const members = useMembers(groupId, { page, pageSize: MEMBERS_PAGE_SIZE, q });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const resend = useResendMember();
  const headingId = useId();

  const data = members.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const noMembers = data?.total === 0 && !q;

  function resendTo(member: Member) {
    toast.promise(resend.mutateAsync({ groupId, memberId: member.id }), {
      loading: t('delivery.resending'),
      success: t('delivery.resent', { name: member.email }),
      error: (error: unknown) => errorMessage(t, error),
    });
  }

  const columns: DataColumn<Member>[] = [
    {
      id: 'email',
      header: t('groups.members.columns.email'),
      alwaysVisible: true,
      cell: (member) => <EmailAddress email={member.email} />,
    },
    {
      id: 'name',
      header: t('groups.members.columns.name'),
      cell: (member) => member.displayName ?? <span className="text-fg-muted">—</span>,
    },
    {
      id: 'status',
      header: t('groups.members.columns.status'),
      cell: (member) => (
        <>
          {member.status === 'active' ? (
            <Badge tone="success">{t('groups.members.status.active')}</Badge>
          ) : (
            <Badge tone="warning">{t('groups.members.status.invited')}</Badge>
          )}
          {member.delivery === 'failed' && (
            <NotDelivered
              name={member.email}
              isPending={resend.isPending && resend.variables.memberId === member.id}
              onResend={() => resendTo(member)}
            />
          )}
        </>
      ),
    },
    {
      id: 'courses',
      header: t('groups.members.columns.courses'),
      cell: (member) =>
        member.courses.length === 0 ? (
          <span className="text-fg-muted">{t('groups.members.noCourses')}</span>
        ) : (
          <ul className="grid gap-1">
            {member.courses.map((course) => (
              <li key={course.courseId} className="flex items-center gap-2">
                <span className="truncate">{course.title}</span>
                <span className="shrink-0 text-xs text-fg-muted" data-course-status={course.status}>
                  {t('groups.members.courseProgress', {
                    progress: number(course.progress / 100, { style: 'percent' }),
                    status: t(`groups.members.courseStatus.${course.status}`),
                  })}
                </span>
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'added',
      header: t('groups.members.columns.added'),
      className: 'whitespace-nowrap text-fg-muted',
      cell: (member) => <time dateTime={member.addedAt}>{date(member.addedAt)}</time>,
    },
    {
      id: 'actions',
      header: t('groups.members.columns.actions'),
      srOnlyHeader: true,
      alwaysVisible: true,
      className: 'text-end',
      cell: (member) => (
        <Button
          variant="ghost"
          className="px-2.5 py-1.5"
          onClick={() => setRemoving(member)}
          aria-label={t('groups.members.remove', { email: member.email })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('groups.members.removeShort')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-fg">
          {t('groups.members.title')}
        </h2>
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('groups.members.add')}
        </Button>
      </div>

      {!noMembers && (
        <SearchField
          className="max-w-md"
          label={t('groups.members.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('groups.members.searchPlaceholder')}
        />
      )}

      <DataTable
        caption={t('groups.members.caption', {
          count: data?.total ?? 0,
          formatted: number(data?.total ?? 0),
        })}
        columns={columns}
        data={data?.items}
        getRowId={(member) => member.id}
        columnsKey="group-members"
        rowLabel={(member) => member.email}
        selectionKey={`${page}:${q}`}
        bulkActions={(selection) => <MemberBulkActions groupId={groupId} selection={selection} />}
        busy={members.isPlaceholderData}
        loadingLabel={t('groups.members.loading')}
        error={members.error}
        onRetry={() => void members.refetch()}
        empty={
          noMembers ? (
            <EmptyState
              icon={UsersRound}
              headingLevel={3}
              title={t('groups.members.emptyTitle')}
              description={t('groups.members.emptyBody')}
            />
          ) : (
            <p className="rounded-xl border border-dashed border-line-strong px-4 py-6 text-center text-fg-muted">
              {data?.total === 0
                ? t('groups.members.noMatch', { query: q })
                : t('groups.members.pageGone')}
            </p>
          )
        }
        pagination={{
          page,
          totalPages,
          onPageChange: setPage,
          label: t('groups.members.pagination'),
        }}
      />

      <AddMembersDialog
        groupId={groupId}
        open={adding}
        onOpenChange={setAdding}
        renderPlanLimit={renderPlanLimit}
      />
      <RemoveMemberDialog groupId={groupId} member={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}
