import {
  Bell,
  BellOff,
  CalendarClock,
  Download,
  Ellipsis,
  Repeat,
  Send,
  ShieldOff,
  UserMinus,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Assignee } from '@slidewise/shared/learning/assignment';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '@/components/menu';
import { certificatePdfUrl } from '@/lib/certificate-url';
import { errorMessage } from '@/lib/error-message';
import { useRemindAssignee } from '@/lib/remind-assignee';
import { useUpdateAssignee } from '../api/update-assignee';
import { personName } from '../lib/person-name';
import { DueDateDialog } from './due-date-dialog';
import { GrantAttemptsDialog } from './grant-attempts-dialog';
import { RemoveAssigneeDialog } from './remove-assignee-dialog';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';

/**
 * A row's actions: due date, reminders on or off, a reminder now, more attempts,
 * the certificate (download, revoke), remove.
 */
export function AssigneeActions({ courseId, assignee }: { courseId: string; assignee: Assignee }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'due' | 'remove' | 'attempts' | 'revoke' | null>(null);
  const update = useUpdateAssignee();
  const remind = useRemindAssignee();
  const name = personName(assignee);
  const completed = assignee.status === 'completed';
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

  function remindNow() {
    toast.promise(remind.mutateAsync({ courseId, assigneeId: assignee.id }), {
      loading: t('assign.actions.sending'),
      success: t('assign.actions.reminderSent', { name }),
      error: (error: unknown) => errorMessage(t, error),
    });
  }

  return (
    <>
      <Menu>
        <MenuTrigger
          aria-label={t('assign.actions.label', { name })}
          className="grid size-10 place-items-center rounded-lg text-fg-muted hover:bg-surface-sunken hover:text-fg"
        >
          <Ellipsis aria-hidden="true" className="size-5" />
        </MenuTrigger>
        <MenuContent>
          <MenuItem onSelect={() => setDialog('due')} disabled={completed}>
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('assign.actions.changeDue')}
          </MenuItem>
          <MenuItem onSelect={toggleReminders} disabled={completed}>
            {assignee.remindersEnabled ? (
              <BellOff aria-hidden="true" className="size-4" />
            ) : (
              <Bell aria-hidden="true" className="size-4" />
            )}
            {assignee.remindersEnabled
              ? t('assign.actions.remindersOff')
              : t('assign.actions.remindersOn')}
          </MenuItem>
          <MenuItem onSelect={remindNow} disabled={completed}>
            <Send aria-hidden="true" className="size-4" />
            {t('assign.actions.remindNow')}
          </MenuItem>
          <MenuItem onSelect={() => setDialog('attempts')} disabled={assignee.result !== 'failed'}>
            <Repeat aria-hidden="true" className="size-4" />
            {t('assign.actions.grantAttempts')}
          </MenuItem>
          {certificateId && (
            <>
              <MenuItem onSelect={() => window.location.assign(certificatePdfUrl(certificateId))}>
                <Download aria-hidden="true" className="size-4" />
                {t('assign.actions.downloadCertificate')}
              </MenuItem>
              <MenuItem onSelect={() => setDialog('revoke')}>
                <ShieldOff aria-hidden="true" className="size-4" />
                {t('assign.actions.revokeCertificate')}
              </MenuItem>
            </>
          )}
          <MenuSeparator />
          <MenuItem onSelect={() => setDialog('remove')} className="text-red-700 dark:text-red-400">
            <UserMinus aria-hidden="true" className="size-4" />
            {t('assign.actions.remove')}
          </MenuItem>
        </MenuContent>
      </Menu>
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
