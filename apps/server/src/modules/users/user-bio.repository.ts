import type { UserBio } from '@slidewise/shared/me/profile';
import type { AppKysely } from '../../db/database.js';

export function userBioRepository(db: AppKysely) {
  return {
    async find(userId: string): Promise<UserBio> {
      const row = await db
        .executor()
        .selectFrom('user_bios')
        .select(['headline', 'bio', 'location', 'website'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ?? { headline: null, bio: null, location: null, website: null };
    },

    async upsert(userId: string, bio: UserBio, now: Date): Promise<void> {
      await db
        .executor()
        .insertInto('user_bios')
        .values({ user_id: userId, ...bio, updated_at: now.toISOString() })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ ...bio, updated_at: now.toISOString() }),
        )
        .execute();
    },
  };
}
