import type { AppKysely } from '../../db/database.js';

export function certificateRepository(db: AppKysely) {
  const x = () => db.executor();
  const withCourse = () =>
    x()
      .selectFrom('certificates')
      .innerJoin('courses', 'courses.id', 'certificates.course_id')
      .selectAll('certificates')
      .select('courses.language');

  return {
    find(id: string) {
      return withCourse().where('certificates.id', '=', id).executeTakeFirst();
    },

    /** Visible to the learner it was issued to and the leader who issued it; no one else. */
    findFor(id: string, userId: string) {
      return withCourse()
        .where('certificates.id', '=', id)
        .where((eb) =>
          eb.or([
            eb('certificates.user_id', '=', userId),
            eb('certificates.owner_id', '=', userId),
          ]),
        )
        .executeTakeFirst();
    },

    async revoke(id: string, ownerId: string, nowIso: string): Promise<boolean> {
      const result = await x()
        .updateTable('certificates')
        .set({ revoked_at: nowIso })
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
