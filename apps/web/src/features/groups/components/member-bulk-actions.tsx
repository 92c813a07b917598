import { FolderInput, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Member } from '@slidewise/shared/groups/group';
import { MAX_PAGE_SIZE } from '@slidewise/shared/http/pagination';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import type { Selection } from '@/components/data-table/data-table';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/error-message';
import { useBulkMembers } from '../api/bulk-members';
import { SelectField } from '@/components/filter-field';
import { useGroups } from '../api/get-groups';

/** What a leader can do to the selected members at once: move them to another group, or remove them. */
export function MemberBulkActions({
  groupId,
  selection,
}: {
  groupId: string;
  selection: Selection<Member>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'remove' | 'move' | null>(null);
  const [target, setTarget] = useState('');
  const bulk = useBulkMembers();
  const groups = useGroups({ page: 1, pageSize: MAX_PAGE_SIZE, q: '', sort: 'name', order: 'asc' });
  const others = groups.data?.items.filter((group) => group.id !== groupId) ?? [];
  const count = selection.ids.length;
  const userIds = selection.ids;

  const close = () => {
    bulk.reset();
    setOpen(null);
  };

  function run(action: 'remove' | 'move') {
    const targetGroupId = action === 'move' ? target || others[0]?.id : undefined;
    if (action === 'move' && !targetGroupId) return;
    bulk.mutate(
      { groupId, action, userIds, ...(targetGroupId ? { targetGroupId } : {}) },
      {
        onSuccess: ({ affected }) => {
          const group = others.find((candidate) => candidate.id === targetGroupId)?.name;
          toast.success(
            action === 'move'
              ? t('groups.members.bulk.moved', { count: affected, group })
              : t('groups.members.bulk.removed', { count: affected }),
          );
          setOpen(null);
          selection.clear();
        },
      },
    );
  }

  return (
    <>
      <Button variant="secondary" className="px-3 py-2" onClick={() => setOpen('move')}>
        <FolderInput aria-hidden="true" className="size-4" />
        {t('groups.members.bulk.move')}
      </Button>
      <Button variant="secondary" className="px-3 py-2" onClick={() => setOpen('remove')}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('groups.members.bulk.remove')}
      </Button>

      <Dialog
        open={open === 'remove'}
        onOpenChange={(next) => !next && close()}
        title={t('groups.members.bulk.removeTitle', { count })}
        description={t('groups.members.removeBody')}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('groups.members.cancel')}
            </Button>
            <Button variant="danger" isLoading={bulk.isPending} onClick={() => run('remove')}>
              {t('groups.members.bulk.removeConfirm', { count })}
            </Button>
          </>
        }
      >
        {bulk.isError && <Alert tone="error">{errorMessage(t, bulk.error)}</Alert>}
      </Dialog>

      <Dialog
        open={open === 'move'}
        onOpenChange={(next) => !next && close()}
        title={t('groups.members.bulk.moveTitle', { count })}
        description={t('groups.members.bulk.moveBody')}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('groups.members.cancel')}
            </Button>
            <Button
              isLoading={bulk.isPending}
              disabled={others.length === 0}
              onClick={() => run('move')}
            >
              {t('groups.members.bulk.moveConfirm', { count })}
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          {groups.isSuccess && others.length === 0 ? (
            <p className="text-fg-muted">{t('groups.members.bulk.noOtherGroup')}</p>
          ) : (
            <SelectField
              label={t('groups.members.bulk.target')}
              value={target || others[0]?.id || ''}
              onChange={(event) => setTarget(event.target.value)}
            >
              {others.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </SelectField>
          )}
          {bulk.isError && <Alert tone="error">{errorMessage(t, bulk.error)}</Alert>}
        </div>
      </Dialog>
    </>
  );
}
