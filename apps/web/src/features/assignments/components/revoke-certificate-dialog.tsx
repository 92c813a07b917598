import { useTranslation } from 'react-i18next';
import type { Assignee } from '@slidewise/shared/learning/assignment';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDialogAction } from '@/lib/use-dialog-action';
import { useRevokeCertificate } from '../api/revoke-certificate';
import { personName } from '../lib/person-name';
import type { AssigneeDialogProps } from './assignee-dialog-props';

/** Asks before a certificate is revoked: its public page will say so from then on. */
export function RevokeCertificateDialog({
  courseId,
  assignee,
  onOpenChange,
}: AssigneeDialogProps<Assignee & { certificateId: string }>) {
  const { t } = useTranslation();
  const revoke = useRevokeCertificate();
  const run = useDialogAction(onOpenChange);
  const name = personName(assignee);

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={t('assign.revoke.title')}
      description={t('assign.revoke.description', { name })}
      cancelLabel={t('assign.cancel')}
      confirmLabel={t('assign.revoke.confirm')}
      onConfirm={() =>
        void run(
          revoke.mutateAsync({ courseId, certificateId: assignee.certificateId }),
          t('assign.revoke.done', { name }),
        )
      }
      isPending={revoke.isPending}
    />
  );
}
