import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * On a person's row when the mail server refused the e-mail a leader sent them
 * (an invitation, an assignment): says so, and sends it again.
 */
export function NotDelivered({
  name,
  onResend,
  isPending,
}: {
  /** Who it was for, to name the button for screen readers. */
  name: string;
  onResend: () => void;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
      <span
        data-delivery="failed"
        className="inline-flex items-center rounded-full border border-red-300 bg-red-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        {t('delivery.notDelivered')}
      </span>
      <Button
        variant="ghost"
        className="px-2 py-1 text-xs"
        isLoading={isPending}
        onClick={onResend}
        aria-label={t('delivery.resendTo', { name })}
      >
        <Send aria-hidden="true" className="size-3.5" />
        {t('delivery.resend')}
      </Button>
    </span>
  );
}
