import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Assignee } from '@slidewise/shared/learning/assignment';
import { DeferredMenu } from '@/components/deferred-menu';
import { lazyComponent } from '@/lib/chunk-reload';
import { errorMessage } from '@/lib/error-message';
import { useRemindAssignee } from '@/lib/remind-assignee';
import { useUpdateAssignee } from '../api/update-assignee';
import { personName } from '../lib/person-name';
import type { AssigneeAction } from './assignee-actions-menu';
import { DueDateDialog } from './due-date-dialog';
import { GrantAttemptsDialog } from './grant-attempts-dialog';
import { RemoveAssigneeDialog } from './remove-assignee-dialog';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';

const load = () => import('./assignee-actions-menu');
const AssigneeActionsMenu = lazyComponent(load, (m) => m.AssigneeActionsMenu);

/**
 * A row's actions: due date, reminders on or off, a reminder now, more attempts,
 * the certificate (download, revoke), remove. The menu's code loads when its button is
 * reached for; the dialogs it opens stay here.
 */
export function AssigneeActions({ courseId, assignee }: { courseId: string; assignee: Assignee }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Exclude<AssigneeAction, 'reminders' | 'remind'> | null>(
    null,
  );
  const update = useUpdateAssignee();
  const remind = useRemindAssignee();
  const name = personName(assignee);
  const { certificateId } = assignee;
  const close = (open: boolean) => !open && setDialog(null);

  function toggleReminders() {
    const remindersEnabled = !assignee.remindersEnabled;
    toast.promise(
      update.mutateAsync({ courseId, assigneeId: assignee.id, changes: { remindersEnabled } }),
      {
        loading: t('assign.actions.saving'),
        success: remindersEnabled
          ? t('assign.actions.remindersOnDone', { name })
          : t('assign.actions.remindersOffDone', { name }),
        error: (error: unknown) => errorMessage(t, error),
      },
    );
  }

  function choose(action: AssigneeAction) {
    if (action === 'reminders') toggleReminders();
    else if (action === 'remind') remindNow();
    else setDialog(action);
  }

  function remindNow() {
    toast.promise(remind.mutateAsync({ courseId, assigneeId: assignee.id }), {
      loading: t('assign.actions.sending'),
      success: t('assign.actions.reminderSent', { name }),
      error: (error: unknown) => errorMessage(t, error),
    });
  }

  return (
    <>
      <DeferredMenu
        open={(opening, look) => (
          <AssigneeActionsMenu
            opening={opening}
            look={look}
            assignee={assignee}
            onChoose={choose}
          />
        )}
        prefetch={load}
        button={{
          'aria-label': t('assign.actions.label', { name }),
          className:
            'grid size-10 place-items-center rounded-lg text-fg-muted hover:bg-surface-sunken hover:text-fg',
        }}
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </DeferredMenu>
      {dialog === 'due' && (
        <DueDateDialog
          courseId={courseId}
          assignee={assignee}
          open
          onOpenChange={(open) => !open && setDialog(null)}
        />
      )}
      {dialog === 'attempts' && (
        <GrantAttemptsDialog courseId={courseId} assignee={assignee} onOpenChange={close} />
      )}
      {dialog === 'revoke' && certificateId && (
        <RevokeCertificateDialog
          courseId={courseId}
          assignee={{ ...assignee, certificateId }}
          onOpenChange={close}
        />
      )}
      {dialog === 'remove' && (
        <RemoveAssigneeDialog
          courseId={courseId}
          assignee={assignee}
          open
          onOpenChange={(open) => !open && setDialog(null)}
        />
      )}
    </>
  );
}
