import { Search, Trash2, UserPlus, UsersRound } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Member } from '@slidewise/shared/groups/group';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { EmptyState } from '@/components/empty-state';
import { Input } from '@/components/input';
import { NotDelivered } from '@/components/not-delivered';
import { Pagination } from '@/components/pagination';
import { SkeletonList } from '@/components/skeleton';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { useResendMember } from '../api/resend-member';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AddMembersDialog } from './add-members-dialog';
import { DangerButton } from './danger-button';
import { StatusBadge } from './status-badge';
import { TableScroll } from '@/components/table-scroll';

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
          <DangerButton
            isLoading={remove.isPending}
            onClick={() => member && remove.mutate({ groupId, memberId: member.id })}
          >
            {t('groups.members.removeConfirm')}
          </DangerButton>
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
  const searchId = useId();
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
        <div className="max-w-md space-y-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-fg">
            {t('groups.members.search')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
            />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('groups.members.searchPlaceholder')}
              className="ps-9"
            />
          </div>
        </div>
      )}

      {members.isError ? (
        <Alert tone="error">
          <p>{errorMessage(t, members.error)}</p>
          <button
            type="button"
            onClick={() => void members.refetch()}
            className="font-semibold underline"
          >
            {t('groups.retry')}
          </button>
        </Alert>
      ) : !data ? (
        <SkeletonList rows={3} label={t('groups.members.loading')} />
      ) : noMembers ? (
        <EmptyState
          icon={UsersRound}
          headingLevel={3}
          title={t('groups.members.emptyTitle')}
          description={t('groups.members.emptyBody')}
        />
      ) : data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong px-4 py-6 text-center text-fg-muted">
          {data.total === 0
            ? t('groups.members.noMatch', { query: q })
            : t('groups.members.pageGone')}
        </p>
      ) : (
        <>
          <TableScroll
            label={t('groups.members.caption', {
              count: data.total,
              formatted: number(data.total),
            })}
            className="rounded-2xl border border-line bg-surface-raised"
          >
            <table className="w-full text-sm">
              <caption className="sr-only">
                {t('groups.members.caption', { count: data.total, formatted: number(data.total) })}
              </caption>
              <thead className="border-b border-line bg-surface-sunken text-fg-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('groups.members.columns.email')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('groups.members.columns.name')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('groups.members.columns.status')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('groups.members.columns.courses')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('groups.members.columns.added')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-semibold">
                    <span className="sr-only">{t('groups.members.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.items.map((member) => (
                  <tr key={member.id}>
                    <td className="px-4 py-3 break-all">
                      <span dir="ltr">{member.email}</span>
                    </td>
                    <td className="px-4 py-3">
                      {member.displayName ?? <span className="text-fg-muted">—</span>}
                    </td>
                    <td className="px-4 py-3">
                      {member.status === 'active' ? (
                        <StatusBadge tone="success">
                          {t('groups.members.status.active')}
                        </StatusBadge>
                      ) : (
                        <StatusBadge tone="pending">
                          {t('groups.members.status.invited')}
                        </StatusBadge>
                      )}
                      {member.delivery === 'failed' && (
                        <NotDelivered
                          name={member.email}
                          isPending={resend.isPending && resend.variables.memberId === member.id}
                          onResend={() => resendTo(member)}
                        />
                      )}
                    </td>
                    <td className="px-4 py-3">
                      {member.courses.length === 0 ? (
                        <span className="text-fg-muted">{t('groups.members.noCourses')}</span>
                      ) : (
                        <ul className="grid gap-1">
                          {member.courses.map((course) => (
                            <li key={course.courseId} className="flex items-center gap-2">
                              <span className="truncate">{course.title}</span>
                              <span
                                className="shrink-0 text-xs text-fg-muted"
                                data-course-status={course.status}
                              >
                                {t('groups.members.courseProgress', {
                                  progress: number(course.progress / 100, { style: 'percent' }),
                                  status: t(`groups.members.courseStatus.${course.status}`),
                                })}
                              </span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-fg-muted">
                      <time dateTime={member.addedAt}>{date(member.addedAt)}</time>
                    </td>
                    <td className="px-4 py-3 text-end">
                      <Button
                        variant="ghost"
                        className="px-2.5 py-1.5"
                        onClick={() => setRemoving(member)}
                        aria-label={t('groups.members.remove', { email: member.email })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {t('groups.members.removeShort')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={setPage}
            label={t('groups.members.pagination')}
          />
        </>
      )}

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
