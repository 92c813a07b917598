import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/error-message';
import { useSendVerificationEmail } from '../api/send-verification-email';

/** "Send the link again", then what happened, in the same place. */
export function ResendVerification({
  email,
  callbackURL,
}: {
  email: string;
  callbackURL?: string;
}) {
  const { t } = useTranslation();
  const send = useSendVerificationEmail();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        isLoading={send.isPending}
        onClick={() => send.mutate({ email, callbackURL })}
      >
        {t('auth.verify.resend')}
      </Button>
      <span aria-live="polite" className="wrap-anywhere">
        {send.isSuccess && t('auth.verify.sent', { email })}
        {send.isError && errorMessage(t, send.error)}
      </span>
    </span>
  );
}
