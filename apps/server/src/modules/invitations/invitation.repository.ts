import type { Insertable, Selectable } from 'kysely';
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

    async insertMany(rows: Insertable<InvitationsTable>[]) {
      for (let i = 0; i < rows.length; i += 100)
        await db
          .executor()
          .insertInto('invitations')
          .values(rows.slice(i, i + 100))
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
