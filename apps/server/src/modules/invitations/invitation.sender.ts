import { INVITATION_DAYS } from '@slidewise/shared/groups/invitation';
import type { AppKysely } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { invitationRepository } from './invitation.repository.js';
import { newInvitationToken } from './invitation.tokens.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Invitation links for addresses without a (verified) account, recorded in the
 * caller's transaction. Every e-mail gets its own link, and earlier links stay valid
 * until they expire or the address joins. A link remembers the one course it was
 * about, so accepting leads straight into it.
 */
export function invitationSender(deps: { db: AppKysely; clock: Clock }) {
  const invitations = invitationRepository(deps.db);

  return {
    async prepare(
      inviterId: string,
      entries: { email: string; courseId: string | null }[],
    ): Promise<Map<string, string>> {
      const now = deps.clock.now();
      const tokens = new Map<string, string>();
      await invitations.insertMany(
        entries.map(({ email, courseId }) => {
          const { token, hash } = newInvitationToken();
          tokens.set(email, token);
          return {
            id: newId(),
            inviter_id: inviterId,
            email,
            course_id: courseId,
            token_hash: hash,
            expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY).toISOString(),
            accepted_at: null,
            sent_at: now.toISOString(),
            created_at: now.toISOString(),
          };
        }),
      );
      return tokens;
    },
  };
}

export type InvitationSender = ReturnType<typeof invitationSender>;
