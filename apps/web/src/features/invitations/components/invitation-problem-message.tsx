import { useTranslation } from 'react-i18next';
import type { InvitationProblem } from '../lib/invitation-problem';

const BODY: Record<InvitationProblem, string> = {
  expired: 'invite.problem.expired.body',
  used: 'invite.problem.used.body',
  unknown: 'invite.problem.unknown.body',
};

const TITLE: Record<InvitationProblem, string> = {
  expired: 'invite.problem.expired.title',
  used: 'invite.problem.used.title',
  unknown: 'invite.problem.unknown.title',
};

/** The heading for a link that cannot be used. */
export function useInvitationProblemTitle(problem: InvitationProblem): string {
  const { t } = useTranslation();
  return t(TITLE[problem]);
}

/** Why the link cannot be used, and what to do instead. */
export function InvitationProblemMessage({ problem }: { problem: InvitationProblem }) {
  const { t } = useTranslation();
  return (
    <div data-invitation-problem={problem} className="space-y-3 text-center text-fg-muted">
      <p className="text-fg">{t(BODY[problem])}</p>
      <p className="text-sm">{t('invite.problem.help')}</p>
    </div>
  );
}
