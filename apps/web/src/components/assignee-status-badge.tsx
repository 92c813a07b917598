import { useTranslation } from 'react-i18next';
import type { AssigneeStatus } from '@slidewise/shared/learning/assignment';
import { Badge, type BadgeTone } from './badge';

/** The words for each status of someone's assigned course, for the badge and for filters. */
export const ASSIGNEE_STATUS_LABELS = {
  not_started: 'assign.status.notStarted',
  in_progress: 'assign.status.inProgress',
  completed: 'assign.status.completed',
  overdue: 'assign.status.overdue',
  failed: 'assign.status.failed',
} as const satisfies Record<AssigneeStatus, string>;

const TONES: Record<AssigneeStatus, BadgeTone> = {
  not_started: 'muted',
  in_progress: 'info',
  completed: 'success',
  overdue: 'warning',
  failed: 'danger',
};

/** Where someone is with an assigned course; overdue and failed carry a warning icon. */
export function AssigneeStatusBadge({ status }: { status: AssigneeStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      tone={TONES[status]}
      alert={status === 'overdue' || status === 'failed'}
      data-status={status}
    >
      {t(ASSIGNEE_STATUS_LABELS[status])}
    </Badge>
  );
}
