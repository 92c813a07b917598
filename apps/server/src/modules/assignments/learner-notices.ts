import { isLanguage, type Language } from '@slidewise/shared/i18n/languages';
import type { AppKysely } from '../../db/database.js';
import type { Mailer } from '../../lib/mailer.js';
import { invitationEmail } from '../invitations/invitation.emails.js';
import { userService } from '../users/user.service.js';
import { assignmentEmail } from './assignment.emails.js';

/** What one person is told after one action (one e-mail each). */
export interface Notice {
  email: string;
  /** Their verified account, if any: its language wins, and the button opens the course. */
  userId: string | null;
  /** Their invitation link's token when they have no account yet. */
  token: string | null;
  courses: { id: string; title: string; dueAt: Date | null }[];
}

/**
 * Queues one e-mail per notice (in the caller's transaction when there is one, so the
 * e-mails exist exactly when the action does; delivery is the mail queue's job).
 */
export function learnerNotices(deps: { db: AppKysely; mailer: Mailer; publicUrl: string }) {
  const users = userService(deps.db);

  return {
    async send(
      kind: 'assigned' | 'reminder' | 'retrain',
      notices: Notice[],
      from: { leaderId: string; language: Language; message?: string | null | undefined },
    ): Promise<number> {
      const [leader, locales] = await Promise.all([
        users.account(from.leaderId),
        users.localesOf([...new Set(notices.flatMap((n) => (n.userId ? [n.userId] : [])))]),
      ]);
      const leaderName = leader?.name || leader?.email || 'Slidewise';
      const messages = notices.flatMap((notice) => {
        const locale = notice.userId ? locales.get(notice.userId) : undefined;
        const language = locale && isLanguage(locale) ? locale : from.language;
        const [only] = notice.courses;
        const url = notice.token
          ? `${deps.publicUrl}/invite/${notice.token}`
          : `${deps.publicUrl}/learn${notice.courses.length === 1 && only ? `/${only.id}` : ''}`;
        let message;
        if (notice.courses.length) {
          message = assignmentEmail({
            kind,
            to: notice.email,
            language,
            courses: notice.courses,
            leader: leaderName,
            url,
            message: from.message,
            invited: notice.token !== null,
          });
        } else if (notice.token) {
          message = invitationEmail(notice.email, leaderName, url, language);
        } else return [];
        // On the leader's behalf: their lists show whether it arrived.
        return [{ ...message, leaderId: from.leaderId }];
      });
      await deps.mailer.sendMany(messages);
      return messages.length;
    },
  };
}

export type LearnerNotices = ReturnType<typeof learnerNotices>;
