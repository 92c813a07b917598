import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/checkbox-field';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDialogAction } from '@/lib/use-dialog-action';
import { useRemoveAssignee } from '../api/remove-assignee';
import { personName } from '../lib/person-name';
import type { AssigneeDialogProps } from './assignee-dialog-props';

/**
 * Confirms taking the course away from someone. A completed record stays in the
 * reports unless the leader explicitly ticks "Delete the record too".
 */
export function RemoveAssigneeDialog({
  courseId,
  assignee,
  open,
  onOpenChange,
}: AssigneeDialogProps & { open: boolean }) {
  const { t } = useTranslation();
  const [deleteRecord, setDeleteRecord] = useState(false);
  const remove = useRemoveAssignee();
  const completed = assignee.status === 'completed';
  const name = personName(assignee);

  const run = useDialogAction(onOpenChange);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('assign.remove.title', { name })}
      description={completed ? t('assign.remove.completedBody') : t('assign.remove.body')}
      cancelLabel={t('assign.cancel')}
      confirmLabel={deleteRecord ? t('assign.remove.confirmDelete') : t('assign.remove.confirm')}
      tone="danger"
      onConfirm={() =>
        void run(
          remove.mutateAsync({ courseId, assigneeId: assignee.id, deleteRecord }),
          t('assign.remove.done', { name }),
        )
      }
      isPending={remove.isPending}
    >
      {completed && (
        <CheckboxField
          label={t('assign.remove.deleteRecord')}
          hint={t('assign.remove.deleteRecordHint')}
          tone="danger"
          boxed
          checked={deleteRecord}
          onChange={(event) => setDeleteRecord(event.target.checked)}
        />
      )}
    </ConfirmDialog>
  );
}
