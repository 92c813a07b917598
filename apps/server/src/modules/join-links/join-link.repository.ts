import { sql, type Insertable, type Selectable } from 'kysely';
import type { AppKysely } from '../../db/database.js';
import type { JoinLinksTable } from '../../db/schema.js';

export type JoinLinkRow = Selectable<JoinLinksTable>;

export function joinLinkRepository(db: AppKysely) {
  const x = () => db.executor();
  return {
    insert: (row: Insertable<JoinLinksTable>) => x().insertInto('join_links').values(row).execute(),

    /** The group's live links (revoked ones are gone from the leader's view). */
    listOfGroup: (groupId: string, ownerId: string, limit: number) =>
      x()
        .selectFrom('join_links')
        .selectAll()
        .where('group_id', '=', groupId)
        .where('owner_id', '=', ownerId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute(),

    async revoke(id: string, groupId: string, ownerId: string, now: Date): Promise<boolean> {
      const result = await x()
        .updateTable('join_links')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', id)
        .where('group_id', '=', groupId)
        .where('owner_id', '=', ownerId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The link behind a token, with its group's name and its leader's name. */
    findByToken: (token: string) =>
      x()
        .selectFrom('join_links')
        .innerJoin('groups', 'groups.id', 'join_links.group_id')
        .innerJoin('users', 'users.id', 'join_links.owner_id')
        .selectAll('join_links')
        .select([
          'groups.name as group_name',
          'users.name as leader_name',
          'users.email as leader_email',
        ])
        .where('join_links.token', '=', token)
        .executeTakeFirst(),

    /** Counts one use unless the link is full; false when it was (two people racing for the last place). */
    async use(id: string): Promise<boolean> {
      const result = await x()
        .updateTable('join_links')
        .set({ uses: sql`uses + 1` })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
