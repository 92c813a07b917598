import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Assignee } from '@slidewise/shared/learning/assignment';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useRemoveAssignee } from '../api/remove-assignee';
import { personName } from '../lib/person-name';

interface RemoveAssigneeDialogProps {
  courseId: string;
  assignee: Assignee;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Confirms taking the course away from someone. A completed record stays in the
 * reports unless the leader explicitly ticks "Delete the record too".
 */
export function RemoveAssigneeDialog({
  courseId,
  assignee,
  open,
  onOpenChange,
}: RemoveAssigneeDialogProps) {
  const { t } = useTranslation();
  const [deleteRecord, setDeleteRecord] = useState(false);
  const remove = useRemoveAssignee();
  const completed = assignee.status === 'completed';
  const name = personName(assignee);

  async function confirm() {
    try {
      await remove.mutateAsync({ courseId, assigneeId: assignee.id, deleteRecord });
      toast.success(t('assign.remove.done', { name }));
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('assign.remove.title', { name })}
      description={completed ? t('assign.remove.completedBody') : t('assign.remove.body')}
      cancelLabel={t('assign.cancel')}
      confirmLabel={deleteRecord ? t('assign.remove.confirmDelete') : t('assign.remove.confirm')}
      tone="danger"
      onConfirm={() => void confirm()}
      isPending={remove.isPending}
    >
      {completed && (
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600">
          <input
            type="checkbox"
            checked={deleteRecord}
            onChange={(event) => setDeleteRecord(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-red-700"
          />
          <span className="text-sm">
            <span className="block font-medium text-fg">{t('assign.remove.deleteRecord')}</span>
            <span className="block text-fg-muted">{t('assign.remove.deleteRecordHint')}</span>
          </span>
        </label>
      )}
    </ConfirmDialog>
  );
}
