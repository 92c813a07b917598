import { useTranslation } from 'react-i18next';
import type { Compliance } from '@slidewise/shared/learning/certification';
import { Badge, type BadgeTone } from './badge';

/** The words for each standing, for the badge and for a filter's options. */
export const COMPLIANCE_LABELS = {
  valid: 'compliance.valid',
  expiring: 'compliance.expiring',
  expired: 'compliance.expired',
  never: 'compliance.never',
} as const satisfies Record<Compliance, string>;

const TONES: Record<Compliance, BadgeTone> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'danger',
  never: 'muted',
};

/** Whether someone's training holds: valid, expiring (30 days or less), expired, or never done. */
export function ComplianceBadge({ compliance }: { compliance: Compliance }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[compliance]} data-compliance={compliance}>
      {t(COMPLIANCE_LABELS[compliance])}
    </Badge>
  );
}
