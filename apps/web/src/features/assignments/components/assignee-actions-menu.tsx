import {
  Bell,
  BellOff,
  CalendarClock,
  Download,
  Repeat,
  Send,
  ShieldOff,
  UserMinus,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Assignee } from '@slidewise/shared/learning/assignment';
import type { MenuOpened } from '@/components/deferred-menu';
import { MenuItem, MenuSeparator, ReplayedMenu } from '@/components/menu';
import { certificatePdfUrl } from '@/lib/certificate-url';

/** What a row's menu asks its row to do (the certificate's download it does itself). */
export type AssigneeAction = 'due' | 'reminders' | 'remind' | 'attempts' | 'revoke' | 'remove';

/** A row's actions once opened (assignee-actions.tsx). */
export function AssigneeActionsMenu({
  opening,
  look,
  assignee,
  onChoose,
}: MenuOpened & { assignee: Assignee; onChoose: (action: AssigneeAction) => void }) {
  const { t } = useTranslation();
  const completed = assignee.status === 'completed';
  const { certificateId } = assignee;
  return (
    <ReplayedMenu opening={opening} look={look}>
      <MenuItem onSelect={() => onChoose('due')} disabled={completed}>
        <CalendarClock aria-hidden="true" className="size-4" />
        {t('assign.actions.changeDue')}
      </MenuItem>
      <MenuItem onSelect={() => onChoose('reminders')} disabled={completed}>
        {assignee.remindersEnabled ? (
          <BellOff aria-hidden="true" className="size-4" />
        ) : (
          <Bell aria-hidden="true" className="size-4" />
        )}
        {assignee.remindersEnabled
          ? t('assign.actions.remindersOff')
          : t('assign.actions.remindersOn')}
      </MenuItem>
      <MenuItem onSelect={() => onChoose('remind')} disabled={completed}>
        <Send aria-hidden="true" className="size-4" />
        {t('assign.actions.remindNow')}
      </MenuItem>
      <MenuItem onSelect={() => onChoose('attempts')} disabled={assignee.result !== 'failed'}>
        <Repeat aria-hidden="true" className="size-4" />
        {t('assign.actions.grantAttempts')}
      </MenuItem>
      {certificateId && (
        <>
          <MenuItem onSelect={() => window.location.assign(certificatePdfUrl(certificateId))}>
            <Download aria-hidden="true" className="size-4" />
            {t('assign.actions.downloadCertificate')}
          </MenuItem>
          <MenuItem onSelect={() => onChoose('revoke')}>
            <ShieldOff aria-hidden="true" className="size-4" />
            {t('assign.actions.revokeCertificate')}
          </MenuItem>
        </>
      )}
      <MenuSeparator />
      <MenuItem onSelect={() => onChoose('remove')} className="text-red-700 dark:text-red-400">
        <UserMinus aria-hidden="true" className="size-4" />
        {t('assign.actions.remove')}
      </MenuItem>
    </ReplayedMenu>
  );
}
