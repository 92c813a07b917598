import { MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/error-message';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';

/** Ends every session of this account except the one in this browser. */
export function SignOutOtherSessions() {
  const { t } = useTranslation();
  const revoke = useRevokeOtherSessions();
  const onClick = () =>
    toast
      .promise(revoke.mutateAsync(), {
        loading: t('profile.sessions.revoking'),
        success: t('profile.sessions.revoked'),
        error: (error: unknown) => errorMessage(t, error),
      })
      // The toast has already said what went wrong.
      .catch(() => undefined);
  return (
    <Button variant="secondary" isLoading={revoke.isPending} onClick={onClick}>
      <MonitorSmartphone aria-hidden="true" className="size-4" />
      {t('profile.sessions.revoke')}
    </Button>
  );
}
