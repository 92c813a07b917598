import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Group } from '@slidewise/shared/groups/group';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useDeleteGroup } from '../api/delete-group';

/** Deletes a group after confirming what goes (the group and its list) and what stays. */
export function DeleteGroupButton({
  group,
  onDeleted,
}: {
  group: Group;
  onDeleted: () => unknown;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [open, setOpen] = useState(false);
  const remove = useDeleteGroup({
    onSuccess: () => {
      setOpen(false);
      toast.success(t('groups.delete.done', { name: group.name }));
      return onDeleted();
    },
  });

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('groups.delete.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
        title={t('groups.delete.title', { name: group.name })}
        description={t('groups.delete.body', {
          count: group.memberCount,
          formatted: number(group.memberCount),
        })}
        cancelLabel={t('groups.delete.cancel')}
        confirmLabel={t('groups.delete.confirm')}
        tone="danger"
        onConfirm={() => remove.mutate(group.id)}
        isPending={remove.isPending}
      >
        <div className="space-y-3 text-sm">
          <p>{t('groups.delete.stays')}</p>
          {remove.isError && <Alert tone="error">{errorMessage(t, remove.error)}</Alert>}
        </div>
      </ConfirmDialog>
    </>
  );
}
