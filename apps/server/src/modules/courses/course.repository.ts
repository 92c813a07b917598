import { sql, type ExpressionBuilder, type Insertable, type Selectable } from 'kysely';
import type { CourseListQuery } from '@slidewise/shared/courses/course';
import type { AppKysely } from '../../db/database.js';
import type { CoursesTable, Database } from '../../db/schema.js';

export type CourseRow = Selectable<CoursesTable> & { assignee_count: number | null };

export interface CourseChanges {
  title?: string;
  description?: string;
  language?: string;
  status?: string;
  cover_upload_id?: string | null;
  theme?: string | null;
  pass_mark?: number | null;
  max_attempts?: number | null;
  valid_for_days?: number | null;
  require_sign_off?: number;
}

const SORT_COLUMNS = { updated: 'updated_at', title: 'title', created: 'created_at' } as const;
const DEFAULT_ORDER = { updated: 'desc', title: 'asc', created: 'desc' } as const;

/** LIKE pattern matching `q` anywhere, with the user's % and _ taken literally. */
const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function courseRepository(db: AppKysely) {
  const live = () => db.executor().selectFrom('courses').where('deleted_at', 'is', null);
  /** A course with its assignees counted in the same query (the assignee list's rule). */
  const withAssignees = () =>
    live()
      .selectAll('courses')
      .select((eb) =>
        eb
          .selectFrom('assignments')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('assignments.course_id', '=', 'courses.id')
          .where('assignments.archived_at', 'is', null)
          .as('assignee_count'),
      );

  return {
    /** One page of a leader's courses and their total, counted in SQL. */
    async list(
      ownerId: string,
      query: CourseListQuery,
    ): Promise<{ rows: CourseRow[]; total: number }> {
      const matching = (eb: ExpressionBuilder<Database, 'courses'>) =>
        eb.and([
          eb('owner_id', '=', ownerId),
          ...(query.status ? [eb('status', '=', query.status)] : []),
          ...(query.q ? [sql<boolean>`lower(title) like ${containing(query.q)} escape '\\'`] : []),
        ]);
      const column = SORT_COLUMNS[query.sort];
      const order = query.order ?? DEFAULT_ORDER[query.sort];
      const [rows, count] = await Promise.all([
        withAssignees()
          .where(matching)
          .orderBy(column === 'title' ? sql`lower(title)` : column, order)
          .orderBy('id', order)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        live()
          .where(matching)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    findOwned(id: string, ownerId: string): Promise<CourseRow | undefined> {
      return withAssignees()
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
    },

    async countOwned(ownerId: string): Promise<number> {
      const row = await live()
        .where('owner_id', '=', ownerId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(row: Insertable<CoursesTable>): Promise<void> {
      await db.executor().insertInto('courses').values(row).execute();
    },

    /** Applies changes only if `version` is still current; false when it is stale. */
    async updateVersioned(
      id: string,
      version: number,
      changes: CourseChanges,
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .executor()
        .updateTable('courses')
        .set({ ...changes, version: sql`version + 1`, updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Recomputes the slide count and duration from the slides, in the caller's
     * transaction. Updating the row first also locks it on PostgreSQL, so slide
     * changes to one course are serialised.
     */
    async refreshStats(id: string, now: Date): Promise<void> {
      await db
        .executor()
        .updateTable('courses')
        .set({
          slide_count: sql`(select count(*) from slides where slides.course_id = ${id})`,
          duration_minutes: sql`(select coalesce(sum(minutes), 0) from slides where slides.course_id = ${id})`,
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Takes the course's row lock for the rest of the transaction (PostgreSQL; SQLite has one writer). */
    async lock(id: string, now: Date): Promise<void> {
      await db
        .executor()
        .updateTable('courses')
        .set({ updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async softDelete(id: string, now: Date): Promise<void> {
      await db
        .executor()
        .updateTable('courses')
        .set({ deleted_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },
  };
}
