import { MailOpen } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import type { Invitation } from '@slidewise/shared/groups/invitation';
import { EmailAddress } from '@/components/data-table/email-address';
import { useFormat } from '@/lib/format';

/** Who invited which address, and until when the link works. */
export function InvitationSummary({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-line bg-surface-sunken px-4 py-3 text-sm">
      <MailOpen
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 text-primary-700 dark:text-primary-300"
      />
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium text-fg">
          {/* Whole and left to right, breaking before the @ on a narrow screen (not mid-word). */}
          <Trans
            i18nKey="invite.summary.for"
            components={{ email: <EmailAddress email={invitation.email} within="line" /> }}
          />
        </p>
        <p className="text-fg-muted">
          {t('invite.summary.expires', { date: date(invitation.expiresAt) })}
        </p>
      </div>
    </div>
  );
}
