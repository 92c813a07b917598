import type { AppKysely } from '../../db/database.js';

export function sessionsRepository(db: AppKysely) {
  return {
    /** The account's sessions that have not expired, most recently used first. */
    listActive: (userId: string, now: Date) =>
      db
        .executor()
        .selectFrom('sessions')
        .select(['id', 'user_agent', 'ip_address', 'created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now.toISOString())
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .limit(100)
        .execute(),

    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .executor()
        .deleteFrom('sessions')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
