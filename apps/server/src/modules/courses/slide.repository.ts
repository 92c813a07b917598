import { sql, type Insertable, type Selectable } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.js';
import type { AppKysely } from '../../db/database.js';
import type { SlidesTable } from '../../db/schema.js';

export type SlideRow = Selectable<SlidesTable>;

export type SlideChanges = Partial<
  Pick<
    SlidesTable,
    | 'title'
    | 'subtitle'
    | 'body'
    | 'media'
    | 'background'
    | 'notes'
    | 'cards'
    | 'quiz'
    | 'quiz_type'
    | 'minutes'
  > & { layout: string }
>;

export function slideRepository(db: AppKysely) {
  const inCourse = (courseId: string) =>
    db.executor().selectFrom('slides').where('course_id', '=', courseId);
  // Every progress post reads its slide, before its transaction: built and compiled once, and
  // kept by the read cache (inside a transaction, as the editor's reads are, it always reads).
  const findOne = compiledQuery(db, (k, courseId: string, slideId: string) =>
    k.selectFrom('slides').selectAll().where('course_id', '=', courseId).where('id', '=', slideId),
  );

  return {
    /** One page of a course's slides (the course row keeps their count). */
    page(courseId: string, page: number, pageSize: number): Promise<SlideRow[]> {
      return inCourse(courseId)
        .selectAll()
        .orderBy('position')
        .orderBy('id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
    },

    listAll(courseId: string): Promise<SlideRow[]> {
      return inCourse(courseId).selectAll().orderBy('position').orderBy('id').execute();
    },

    async find(courseId: string, slideId: string): Promise<SlideRow | undefined> {
      return (await findOne(courseId, slideId))[0];
    },

    async ids(courseId: string): Promise<string[]> {
      return (await inCourse(courseId).select('id').execute()).map((r) => r.id);
    },

    async maxPosition(courseId: string): Promise<number> {
      const row = await inCourse(courseId)
        .select((eb) => eb.fn.max<number | null>('position').as('max'))
        .executeTakeFirstOrThrow();
      return row.max === null ? -1 : Number(row.max);
    },

    /** Makes room at `position` by moving every slide from there on one place down. */
    async shiftFrom(courseId: string, position: number): Promise<void> {
      await db
        .executor()
        .updateTable('slides')
        .set({ position: sql`position + 1` })
        .where('course_id', '=', courseId)
        .where('position', '>=', position)
        .execute();
    },

    async insertMany(rows: Insertable<SlidesTable>[]): Promise<void> {
      // Batches keep each statement's parameter count low on SQLite.
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .executor()
          .insertInto('slides')
          .values(rows.slice(i, i + 200))
          .execute();
      }
    },

    async updateVersioned(
      courseId: string,
      slideId: string,
      version: number,
      changes: SlideChanges,
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .executor()
        .updateTable('slides')
        .set({ ...changes, version: sql`version + 1`, updated_at: now.toISOString() })
        .where('course_id', '=', courseId)
        .where('id', '=', slideId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async delete(courseId: string, slideId: string): Promise<boolean> {
      const result = await db
        .executor()
        .deleteFrom('slides')
        .where('course_id', '=', courseId)
        .where('id', '=', slideId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Sets every slide's position from its index in `orderedIds`, in one statement. */
    async setOrder(courseId: string, orderedIds: string[]): Promise<void> {
      if (orderedIds.length === 0) return;
      const cases = sql.join(
        orderedIds.map((id, index) => sql`when ${id} then ${sql.lit(index)}`),
        sql` `,
      );
      await db
        .executor()
        .updateTable('slides')
        .set({ position: sql`case id ${cases} end` })
        .where('course_id', '=', courseId)
        .execute();
    },
  };
}
