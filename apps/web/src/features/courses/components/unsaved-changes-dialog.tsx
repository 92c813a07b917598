import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** Asks before a navigation throws away unsaved changes (from useUnsavedChanges). */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocked) blocker.reset();
      }}
      title={t('courses.unsaved.title')}
      description={t('courses.unsaved.description')}
      cancelLabel={t('courses.unsaved.stay')}
      confirmLabel={t('courses.unsaved.leave')}
      tone="danger"
      onConfirm={() => blocked && blocker.proceed()}
    />
  );
}
