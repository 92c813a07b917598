import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { DangerButton } from './danger-button';

/** Asks before a navigation throws away unsaved changes (from useUnsavedChanges). */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocked) blocker.reset();
      }}
      title={t('courses.unsaved.title')}
      description={t('courses.unsaved.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocked && blocker.reset()}>
            {t('courses.unsaved.stay')}
          </Button>
          <DangerButton onClick={() => blocked && blocker.proceed()}>
            {t('courses.unsaved.leave')}
          </DangerButton>
        </>
      }
    />
  );
}
