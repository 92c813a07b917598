import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useAcceptInvitation } from '../api/accept-invitation';

/** Accepts for the account signed in with the invited address (no password needed). */
export function AcceptInvitationButton({
  token,
  onAccepted,
}: {
  token: string;
  onAccepted: (redirectTo: string) => unknown;
}) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation({ onSuccess: (result) => onAccepted(result.redirectTo) });
  const error = accept.error;
  return (
    <div className="space-y-4">
      {error && (
        <Alert tone="error">
          {error instanceof ApiError && error.code === 'conflict'
            ? t('invite.accept.otherAccount')
            : errorMessage(t, error)}
        </Alert>
      )}
      <Button fullWidth isLoading={accept.isPending} onClick={() => accept.mutate({ token })}>
        {t('invite.accept.action')}
      </Button>
    </div>
  );
}
