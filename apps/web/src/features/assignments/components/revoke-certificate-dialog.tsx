import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Assignee } from '@slidewise/shared/learning/assignment';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useRevokeCertificate } from '../api/revoke-certificate';
import { personName } from '../lib/person-name';

/** Asks before a certificate is revoked: its public page will say so from then on. */
export function RevokeCertificateDialog({
  courseId,
  assignee,
  onOpenChange,
}: {
  courseId: string;
  assignee: Assignee & { certificateId: string };
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeCertificate();
  const name = personName(assignee);

  async function confirm() {
    try {
      await revoke.mutateAsync({ courseId, certificateId: assignee.certificateId });
      toast.success(t('assign.revoke.done', { name }));
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={t('assign.revoke.title')}
      description={t('assign.revoke.description', { name })}
      cancelLabel={t('assign.cancel')}
      confirmLabel={t('assign.revoke.confirm')}
      onConfirm={() => void confirm()}
      isPending={revoke.isPending}
    />
  );
}
