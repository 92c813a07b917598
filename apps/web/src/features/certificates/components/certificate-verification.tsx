import { BadgeCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CertificateVerification as Verification } from '@slidewise/shared/learning/certification';
import { cn } from '@/lib/class-names';
import { useFormat } from '@/lib/format';

const STATUS = {
  valid: {
    icon: BadgeCheck,
    key: 'certificates.verify.valid',
    className:
      'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  },
  expired: {
    icon: Clock,
    key: 'certificates.verify.expired',
    className:
      'border-secondary-400 bg-secondary-100 text-secondary-950 dark:border-secondary-700 dark:bg-secondary-950 dark:text-secondary-100',
  },
  revoked: {
    icon: CircleX,
    key: 'certificates.verify.revoked',
    className:
      'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  },
} as const;

/** What anyone may know about a certificate: whose, which course, when, and whether it holds. */
export function CertificateVerification({ certificate }: { certificate: Verification }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const status = STATUS[certificate.status];
  const Icon = status.icon;
  return (
    <div className="space-y-5">
      <p
        role="status"
        className={cn(
          'flex items-center justify-center gap-2 rounded-xl border px-4 py-3 text-lg font-semibold',
          status.className,
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
        {t(status.key)}
      </p>
      {/* A name or title reads in its own direction, from the page's start edge as every value. */}
      <dl className="grid gap-3 text-start sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-sm text-fg-muted">{t('certificates.verify.name')}</dt>
        <dd className="font-semibold text-fg">
          <bdi dir="auto">{certificate.name}</bdi>
        </dd>
        <dt className="text-sm text-fg-muted">{t('certificates.verify.course')}</dt>
        <dd className="font-semibold text-fg">
          <bdi dir="auto">{certificate.courseTitle}</bdi>
        </dd>
        <dt className="text-sm text-fg-muted">{t('certificates.verify.issuedAt')}</dt>
        <dd className="text-fg">{date(certificate.issuedAt)}</dd>
        <dt className="text-sm text-fg-muted">{t('certificates.verify.validUntil')}</dt>
        <dd className="text-fg">
          {certificate.validUntil
            ? date(certificate.validUntil)
            : t('certificates.verify.noExpiry')}
        </dd>
      </dl>
    </div>
  );
}
