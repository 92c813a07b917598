import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from './badge';
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
      <Badge tone="danger" data-delivery="failed">
        {t('delivery.notDelivered')}
      </Badge>
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
