import type { z } from 'zod';
import { checkEmailList } from '@slidewise/shared/groups/emails';
import type { BulkResult } from '@slidewise/shared/http/bulk';
import type {
  Group,
  groupCreateSchema,
  memberBulkSchema,
  groupListQuerySchema,
  groupUpdateSchema,
  Member,
  memberListQuerySchema,
  MemberPreview,
} from '@slidewise/shared/groups/group';
import type { Paginated } from '@slidewise/shared/http/pagination';
import type { Language } from '@slidewise/shared/i18n/languages';
import type { AppKysely } from '../../db/database.js';
import { toIso } from '../../db/schema.js';
import { AppError, notFound, validationFailed } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { PlanPolicy } from '../subscription/subscription.policy.js';
import { subscriptionService } from '../subscription/subscription.service.js';
import { userService } from '../users/user.service.js';
import { groupRepository, type GroupRow, type MemberRow } from './group.repository.js';
import type { GroupMembership } from './group-membership.js';
import { presentDelivery } from '../mail/delivery.js';
import { nothingToResend, type MailQueue } from '../mail/mail.queue.js';

function presentGroup(row: GroupRow): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    memberCount: Number(row.member_count),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

function presentMember(row: MemberRow, courses: Member['courses']): Member {
  return {
    courses,
    id: row.id,
    email: row.email,
    userId: row.user_id,
    displayName: row.display_name,
    status: row.user_id ? 'active' : 'invited',
    delivery: presentDelivery(row.delivery ?? null),
    addedAt: toIso(row.added_at),
  };
}

export function groupService(deps: {
  db: AppKysely;
  clock: Clock;
  plans: PlanPolicy;
  membership: GroupMembership;
  mail: Pick<MailQueue, 'resend'>;
}) {
  const { db, clock, plans, membership } = deps;
  const groups = groupRepository(db);
  const subscriptions = subscriptionService(db, clock);
  const users = userService(db);

  async function ownedGroup(ownerId: string, id: string) {
    const group = await groups.findOwned(id, ownerId);
    if (!group) throw notFound('Group');
    return group;
  }

  /** Groups need a workspace, and (after the trial) a plan that includes them. */
  async function assertGroupsAllowed(ownerId: string) {
    const subscription = await subscriptions.of(ownerId);
    if (!subscription)
      throw new AppError(403, 'forbidden', 'Start your own workspace to create groups.');
    plans.assertAllows(subscription, { limit: 'groups' });
  }

  async function assertNameFree(ownerId: string, name: string, exceptId?: string) {
    if (await groups.nameTaken(ownerId, name, exceptId)) {
      throw new AppError(409, 'conflict', 'You already have a group with this name.', [
        { path: 'name', code: 'taken', message: 'You already have a group with this name.' },
      ]);
    }
  }

  /** Refuses the whole list when any entry is not an address, naming each one. */
  function validEmails(inputs: string[]): string[] {
    const entries = checkEmailList(inputs);
    const invalid = entries.flatMap((entry, index) =>
      entry.problem === 'invalid'
        ? [{ path: `emails.${index}`, code: 'invalid_email', message: entry.input }]
        : [],
    );
    if (invalid.length)
      throw validationFailed(invalid, `${invalid.length} of the addresses are not valid.`);
    return entries.filter((e) => e.problem === null).map((e) => e.email);
  }

  /** The members a bulk action names; any id that is not a member here is a 404. */
  async function bulkMembers(id: string, ids: string[]) {
    const rows = await groups.membersByIds(id, ids);
    const named = new Set(rows.flatMap((r) => (r.user_id ? [r.id, r.user_id] : [r.id])));
    if (ids.some((i) => !named.has(i))) throw notFound('Member');
    return rows;
  }

  return {
    async list(
      ownerId: string,
      query: z.output<typeof groupListQuerySchema>,
    ): Promise<Paginated<Group>> {
      const { rows, total } = await groups.list(ownerId, query);
      return { items: rows.map(presentGroup), total, page: query.page, pageSize: query.pageSize };
    },

    async get(ownerId: string, id: string): Promise<Group> {
      return presentGroup(await ownedGroup(ownerId, id));
    },

    async create(ownerId: string, input: z.output<typeof groupCreateSchema>): Promise<Group> {
      return db.transaction().execute(async () => {
        await assertGroupsAllowed(ownerId);
        await assertNameFree(ownerId, input.name);
        const id = newId();
        await groups.insert({
          id,
          owner_id: ownerId,
          name: input.name,
          description: input.description,
          now: clock.now().toISOString(),
        });
        return presentGroup((await groups.findOwned(id, ownerId))!);
      });
    },

    async update(
      ownerId: string,
      id: string,
      input: z.output<typeof groupUpdateSchema>,
    ): Promise<Group> {
      return db.transaction().execute(async () => {
        await ownedGroup(ownerId, id);
        if (input.name !== undefined) await assertNameFree(ownerId, input.name, id);
        await groups.update(id, input, clock.now());
        return presentGroup((await groups.findOwned(id, ownerId))!);
      });
    },

    /** Deletes the group and its memberships; members' accounts and learning stay. */
    async remove(ownerId: string, id: string): Promise<void> {
      await db.transaction().execute(async () => {
        await ownedGroup(ownerId, id);
        await membership.deleteGroup(id);
      });
    },

    async members(
      ownerId: string,
      id: string,
      query: z.output<typeof memberListQuerySchema>,
    ): Promise<Paginated<Member>> {
      const found = await groups.memberPage(ownerId, id, query, clock.now().toISOString());
      if (!found) throw notFound('Group');
      return {
        items: found.items.map(({ member, courses }) =>
          presentMember(
            member,
            courses.map((c) => ({
              courseId: c.course_id,
              title: c.title,
              status: c.status as Member['courses'][number]['status'],
              progress: c.progress,
            })),
          ),
        ),
        total: found.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** What adding these addresses would do, before anything is saved. */
    async preview(ownerId: string, id: string, inputs: string[]): Promise<MemberPreview> {
      await ownedGroup(ownerId, id);
      const entries = checkEmailList(inputs);
      const candidates = entries.filter((e) => e.problem === null).map((e) => e.email);
      const [members, accounts] = await Promise.all([
        groups.memberEmails(id, candidates),
        users.provenAccountIds(candidates),
      ]);
      return {
        entries: entries.map((entry) => ({
          input: entry.input,
          email: entry.email,
          status:
            entry.problem ??
            (members.has(entry.email)
              ? 'already_member'
              : accounts.has(entry.email)
                ? 'has_account'
                : 'new'),
        })),
      };
    },

    /**
     * Adds addresses in one transaction (all or nothing). Addresses without an
     * account become pending members and get an invitation, queued in the same transaction;
     * pending members added again are invited again, never duplicated.
     */
    async addMembers(ownerId: string, id: string, inputs: string[], language: Language) {
      const emails = validEmails(inputs);
      return db.transaction().execute(async () => {
        await ownedGroup(ownerId, id);
        await assertGroupsAllowed(ownerId);
        return membership.add({ id, ownerId }, emails, new Map(), { language });
      });
    },

    /** Sends again the e-mails to a member that their mail server refused (409 when none was). */
    async resend(ownerId: string, id: string, memberId: string): Promise<void> {
      await ownedGroup(ownerId, id);
      const email = await groups.memberEmail(id, memberId);
      if (!email) throw notFound('Member');
      if (!(await deps.mail.resend(ownerId, email))) throw nothingToResend();
    },

    async removeMember(ownerId: string, id: string, memberId: string): Promise<void> {
      await db.transaction().execute(async () => {
        await ownedGroup(ownerId, id);
        const email = await groups.memberEmail(id, memberId);
        if (!email) throw notFound('Member');
        await membership.remove(id, [{ id: memberId, email }]);
      });
    },

    /**
     * Removes members, or moves them to another of the leader's groups (a remove here
     * and an add there, with the same consequences for their learning), all or nothing.
     */
    async bulk(
      ownerId: string,
      id: string,
      input: z.output<typeof memberBulkSchema>,
      language: Language,
    ): Promise<BulkResult> {
      const ids = [...new Set(input.userIds)];
      return db.transaction().execute(async () => {
        await ownedGroup(ownerId, id);
        const target =
          input.action === 'move' ? await ownedGroup(ownerId, input.targetGroupId!) : null;
        if (target?.id === id) {
          throw validationFailed([
            { path: 'targetGroupId', code: 'same_group', message: 'Choose another group.' },
          ]);
        }
        const members = await bulkMembers(id, ids);
        await membership.remove(id, members);
        if (target) {
          await assertGroupsAllowed(ownerId);
          await membership.add(
            { id: target.id, ownerId },
            members.map((m) => m.email),
            new Map(members.flatMap((m) => (m.user_id ? [[m.email, m.user_id] as const] : []))),
            { language },
          );
        }
        return { affected: members.length };
      });
    },
  };
}

export type GroupService = ReturnType<typeof groupService>;

/** What other modules ask about a leader's groups. */
export function groupLookup(db: AppKysely) {
  const groups = groupRepository(db);
  return {
    /** The group when it is this owner's. */
    ownedBy: (groupId: string, ownerId: string) => groups.findOwned(groupId, ownerId),

    /** Whether this address is already a member of the group. */
    async hasMember(groupId: string, email: string) {
      return (await groups.memberEmails(groupId, [email])).has(email);
    },
  };
}
