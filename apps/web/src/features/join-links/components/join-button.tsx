import { useTranslation } from 'react-i18next';
import type { JoinResult } from '@slidewise/shared/groups/join-link';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/error-message';
import { useJoinGroup } from '../api/join-group';

/** Joins the link's group as the signed-in account. */
export function JoinButton({
  token,
  onJoined,
}: {
  token: string;
  onJoined: (r: JoinResult) => unknown;
}) {
  const { t } = useTranslation();
  const join = useJoinGroup({ onSuccess: onJoined });
  return (
    <div className="space-y-3">
      {join.error && (
        <Alert tone="error">
          <p>{errorMessage(t, join.error)}</p>
        </Alert>
      )}
      <Button fullWidth isLoading={join.isPending} onClick={() => join.mutate({ token })}>
        {t('join.action')}
      </Button>
    </div>
  );
}
