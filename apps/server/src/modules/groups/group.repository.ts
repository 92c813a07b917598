import { sql, type Selectable } from 'kysely';
import type { AppKysely } from '../../db/database.js';
import type { GroupMembersTable, GroupsTable } from '../../db/schema.js';
import { effectiveStatus } from '../progress/assignment-progress.js';
import { latestDelivery, type MailStatus } from '../mail/delivery.js';

export type GroupRow = Selectable<GroupsTable> & { member_count: number };
export type MemberRow = Selectable<GroupMembersTable> & {
  display_name: string | null;
  /** The newest e-mail the leader sent this address (see modules/mail/delivery.ts). */
  delivery?: MailStatus | null;
};
export interface MemberCourseRow {
  course_id: string;
  title: string;
  progress: number;
  status: string;
}

const nameKey = (name: string) => name.trim().toLowerCase();
const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const SORTS = {
  name: 'name_key',
  updated: 'updated_at',
  created: 'created_at',
  members: 'member_count',
} as const;
const DEFAULT_ORDER = { name: 'asc', updated: 'desc', created: 'desc', members: 'desc' } as const;

export function groupRepository(db: AppKysely) {
  const membersMatching = (groupId: string, q: string | undefined) => {
    let base = db
      .executor()
      .selectFrom('group_members')
      .leftJoin('users', 'users.id', 'group_members.user_id')
      .where('group_members.group_id', '=', groupId);
    if (q) {
      const pattern = containing(q);
      base = base.where((eb) =>
        eb.or([
          eb(sql`lower(group_members.email)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(users.name)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    return base;
  };
  const pageOf = (
    base: ReturnType<typeof membersMatching>,
    query: { page: number; pageSize: number },
  ) =>
    base
      .selectAll('group_members')
      .select('users.name as display_name')
      .orderBy('group_members.email')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);

  const withCounts = () =>
    db
      .executor()
      .selectFrom('groups')
      .selectAll('groups')
      .select(
        sql<number>`(select count(*) from group_members where group_members.group_id = groups.id)`.as(
          'member_count',
        ),
      );

  return {
    nameKey,

    async list(
      ownerId: string,
      query: {
        q?: string | undefined;
        sort: keyof typeof SORTS;
        order?: 'asc' | 'desc' | undefined;
        page: number;
        pageSize: number;
      },
    ) {
      let filtered = db.executor().selectFrom('groups').where('owner_id', '=', ownerId);
      if (query.q)
        filtered = filtered.where(
          sql<boolean>`lower(name) like ${containing(query.q)} escape '\\'`,
        );
      let rows = withCounts().where('owner_id', '=', ownerId);
      if (query.q)
        rows = rows.where(sql<boolean>`lower(name) like ${containing(query.q)} escape '\\'`);
      const [items, count] = await Promise.all([
        rows
          .orderBy(sql.ref(SORTS[query.sort]), query.order ?? DEFAULT_ORDER[query.sort])
          .orderBy('groups.id')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: items as GroupRow[], total: Number(count.n) };
    },

    findOwned(id: string, ownerId: string): Promise<GroupRow | undefined> {
      return withCounts()
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst() as Promise<GroupRow | undefined>;
    },

    async nameTaken(ownerId: string, name: string, exceptId?: string): Promise<boolean> {
      let query = db
        .executor()
        .selectFrom('groups')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where('name_key', '=', nameKey(name));
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(row: {
      id: string;
      owner_id: string;
      name: string;
      description: string;
      now: string;
    }) {
      await db
        .executor()
        .insertInto('groups')
        .values({
          id: row.id,
          owner_id: row.owner_id,
          name: row.name,
          name_key: nameKey(row.name),
          description: row.description,
          created_at: row.now,
          updated_at: row.now,
        })
        .execute();
    },

    async update(id: string, changes: { name?: string; description?: string }, now: Date) {
      await db
        .executor()
        .updateTable('groups')
        .set({
          ...(changes.name !== undefined
            ? { name: changes.name, name_key: nameKey(changes.name) }
            : {}),
          ...(changes.description !== undefined ? { description: changes.description } : {}),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    async touch(id: string, now: Date) {
      await db
        .executor()
        .updateTable('groups')
        .set({ updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: string) {
      await db.executor().deleteFrom('groups').where('id', '=', id).execute();
    },

    async members(
      groupId: string,
      query: { q?: string | undefined; page: number; pageSize: number },
    ) {
      const base = membersMatching(groupId, query.q);
      const [rows, count] = await Promise.all([
        pageOf(base, query).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as MemberRow[], total: Number(count.n) };
    },

    /**
     * One page of an owned group's members, each with the leader's live courses assigned
     * to them (status as people see it), and the total; undefined when the group is not
     * the owner's. Two statements however many members and courses.
     */
    async memberPage(
      ownerId: string,
      groupId: string,
      query: { q?: string | undefined; page: number; pageSize: number },
      nowIso: string,
    ) {
      const base = membersMatching(groupId, query.q);
      const [rows, head] = await Promise.all([
        db
          .executor()
          .selectFrom(pageOf(base, query).as('m'))
          .leftJoin('assignments', (join) =>
            join
              .onRef('assignments.email', '=', 'm.email')
              .on('assignments.owner_id', '=', ownerId)
              .on('assignments.archived_at', 'is', null),
          )
          .leftJoin('courses', (join) =>
            join
              .onRef('courses.id', '=', 'assignments.course_id')
              .on('courses.deleted_at', 'is', null),
          )
          .selectAll('m')
          .select([
            latestDelivery(sql.val(ownerId), sql.ref('m.email')).as('delivery'),
            'courses.id as course_id',
            'courses.title',
            'assignments.progress',
            effectiveStatus(nowIso).as('course_status'),
          ])
          .orderBy('m.email')
          .orderBy('courses.title')
          .execute(),
        db
          .executor()
          .selectNoFrom((eb) => [
            eb
              .selectFrom('groups')
              .select('id')
              .where('id', '=', groupId)
              .where('owner_id', '=', ownerId)
              .as('group_id'),
            base.select((e) => e.fn.countAll<number>().as('n')).as('n'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      if (!head.group_id) return undefined;
      const members = new Map<string, { member: MemberRow; courses: MemberCourseRow[] }>();
      for (const row of rows) {
        const entry = members.get(row.id) ?? { member: row as MemberRow, courses: [] };
        members.set(row.id, entry);
        if (row.course_id)
          entry.courses.push({
            course_id: row.course_id,
            title: row.title!,
            progress: Number(row.progress),
            status: row.course_status,
          });
      }
      return { items: [...members.values()], total: Number(head.n) };
    },

    async memberEmails(groupId: string, emails: string[]): Promise<Map<string, string | null>> {
      const found = new Map<string, string | null>();
      for (let i = 0; i < emails.length; i += 500) {
        const rows = await db
          .executor()
          .selectFrom('group_members')
          .select(['email', 'user_id'])
          .where('group_id', '=', groupId)
          .where('email', 'in', emails.slice(i, i + 500))
          .execute();
        for (const row of rows) found.set(row.email, row.user_id);
      }
      return found;
    },

    async insertMembers(
      rows: {
        id: string;
        group_id: string;
        email: string;
        user_id: string | null;
        added_at: string;
      }[],
    ) {
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .executor()
          .insertInto('group_members')
          .values(rows.slice(i, i + 200))
          .execute();
      }
    },

    /** Removes a membership; returns the member's address, or undefined when there was none. */
    async memberEmail(groupId: string, memberId: string): Promise<string | undefined> {
      const row = await db
        .executor()
        .selectFrom('group_members')
        .select('email')
        .where('group_id', '=', groupId)
        .where('id', '=', memberId)
        .executeTakeFirst();
      return row?.email;
    },

    /** A group's members picked by member id or account id (a bulk action's rows). */
    membersByIds(groupId: string, ids: string[]) {
      return db
        .executor()
        .selectFrom('group_members')
        .select(['id', 'email', 'user_id'])
        .where('group_id', '=', groupId)
        .where((eb) => eb.or([eb('id', 'in', ids), eb('user_id', 'in', ids)]))
        .orderBy('email')
        .execute();
    },

    async deleteMembers(groupId: string, memberIds: string[]) {
      if (memberIds.length)
        await db
          .executor()
          .deleteFrom('group_members')
          .where('group_id', '=', groupId)
          .where('id', 'in', memberIds)
          .execute();
    },

    async deleteMember(groupId: string, memberId: string): Promise<string | undefined> {
      const email = await this.memberEmail(groupId, memberId);
      if (email)
        await db.executor().deleteFrom('group_members').where('id', '=', memberId).execute();
      return email;
    },

    /** Gives every pending membership for an address to the account that now owns it. */
    async attachPending(userId: string, email: string) {
      await db
        .executor()
        .updateTable('group_members')
        .set({ user_id: userId })
        .where('email', '=', email)
        .where('user_id', 'is', null)
        .execute();
    },
  };
}
