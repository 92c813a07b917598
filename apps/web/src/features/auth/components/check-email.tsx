import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ResendVerification } from './resend-verification';

/**
 * After a sign-up: the same for a new address and one that has an account (its owner got
 * a note instead), so it never says which. The page's heading above it takes the focus.
 */
export function CheckEmail({
  email,
  callbackURL,
  onUseAnotherAddress,
}: {
  email: string;
  callbackURL?: string;
  onUseAnotherAddress: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-200">
        <MailCheck aria-hidden="true" className="size-6" />
      </span>
      <p role="status" className="wrap-anywhere text-fg-muted">
        {t('auth.checkEmail.body', { email })}
      </p>
      <ResendVerification email={email} callbackURL={callbackURL} />
      <Button variant="ghost" onClick={onUseAnotherAddress}>
        {t('auth.checkEmail.useAnotherAddress')}
      </Button>
    </div>
  );
}
