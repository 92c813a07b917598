import type { Selectable } from 'kysely';
import type { AppKysely } from '../../db/database.js';
import type { InvitationsTable } from '../../db/schema.js';

export type InvitationRow = Selectable<InvitationsTable>;

export function invitationRepository(db: AppKysely) {
  return {
    findByTokenHash(hash: string) {
      return db
        .executor()
        .selectFrom('invitations')
        .innerJoin('users as inviter', 'inviter.id', 'invitations.inviter_id')
        .selectAll('invitations')
        .select('inviter.name as inviter_name')
        .where('token_hash', '=', hash)
        .executeTakeFirst();
    },

    /** One invitation per leader and address: a new one replaces the token and the expiry. */
    async upsert(row: {
      id: string;
      inviter_id: string;
      email: string;
      token_hash: string;
      expires_at: string;
      now: string;
    }) {
      await db
        .executor()
        .insertInto('invitations')
        .values({
          id: row.id,
          inviter_id: row.inviter_id,
          email: row.email,
          token_hash: row.token_hash,
          expires_at: row.expires_at,
          accepted_at: null,
          sent_at: row.now,
          created_at: row.now,
        })
        .onConflict((oc) =>
          oc.columns(['inviter_id', 'email']).doUpdateSet({
            token_hash: row.token_hash,
            expires_at: row.expires_at,
            accepted_at: null,
            sent_at: row.now,
          }),
        )
        .execute();
    },

    async markAccepted(id: string, at: Date) {
      await db
        .executor()
        .updateTable('invitations')
        .set({ accepted_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Every open invitation to an address is settled once the address has an account. */
    async acceptAllFor(email: string, at: Date) {
      await db
        .executor()
        .updateTable('invitations')
        .set({ accepted_at: at.toISOString() })
        .where('email', '=', email)
        .where('accepted_at', 'is', null)
        .execute();
    },
  };
}
