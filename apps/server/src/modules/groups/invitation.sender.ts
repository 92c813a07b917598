import { INVITATION_DAYS } from '@slidewise/shared/groups/invitation';
import type { Language } from '@slidewise/shared/i18n/languages';
import type { AppKysely } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { Mailer } from '../../lib/mailer.js';
import { invitationEmail } from './invitation.emails.js';
import { invitationRepository } from './invitation.repository.js';
import { newInvitationToken } from './invitation.tokens.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Invitations for addresses without an account, in two steps inside the caller's
 * transaction: `prepare` records them (one per leader and address; a repeat gets a
 * fresh token), `send` queues their e-mails, delivered once the transaction commits.
 */
export function invitationSender(deps: {
  db: AppKysely;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
}) {
  const invitations = invitationRepository(deps.db);

  return {
    async prepare(inviterId: string, emails: string[]): Promise<Map<string, string>> {
      const now = deps.clock.now();
      const tokens = new Map<string, string>();
      for (const email of emails) {
        const { token, hash } = newInvitationToken();
        await invitations.upsert({
          id: newId(),
          inviter_id: inviterId,
          email,
          token_hash: hash,
          expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY).toISOString(),
          now: now.toISOString(),
        });
        tokens.set(email, token);
      }
      return tokens;
    },

    async send(
      tokens: Map<string, string>,
      inviterName: string,
      language: Language,
    ): Promise<void> {
      for (const [email, token] of tokens) {
        await deps.mailer.send(
          invitationEmail(email, inviterName, `${deps.publicUrl}/invite/${token}`, language),
        );
      }
    },
  };
}

export type InvitationSender = ReturnType<typeof invitationSender>;
