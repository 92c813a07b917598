import type { Blocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useEditorState } from '../hooks/use-editor-store';
import { overallStatus, type EditorStore } from '../lib/editor-store';

/** Leaving the editor with changes the server does not have yet. */
export function LeaveDialog({ store, blocker }: { store: EditorStore; blocker: Blocker }) {
  const { t } = useTranslation();
  const status = useEditorState(store, overallStatus);
  const stillSaving = status === 'saving' || status === 'pending';
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title={t('editor.leave.title')}
      description={stillSaving ? t('editor.leave.saving') : t('editor.leave.unsaved')}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            {t('editor.leave.leave')}
          </Button>
          <Button onClick={() => blocker.reset?.()}>{t('editor.leave.stay')}</Button>
        </>
      }
    />
  );
}
