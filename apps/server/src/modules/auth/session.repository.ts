import type { AppKysely } from '../../db/database.js';
import { toDate } from '../../db/schema.js';

export interface ActiveSession {
  id: string;
  userId: string;
  email: string;
  expiresAt: Date;
}

export function sessionRepository(db: AppKysely) {
  return {
    /** The session behind a token and its user, in one query on the unique token index. */
    async findByToken(token: string): Promise<ActiveSession | undefined> {
      const row = await db
        .executor()
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'users.id as user_id', 'users.email', 'sessions.expires_at'])
        .where('sessions.token', '=', token)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          userId: row.user_id,
          email: row.email,
          expiresAt: toDate(row.expires_at),
        }
      );
    },
  };
}
