import type { Language } from '@slidewise/shared/i18n/languages';
import type { AppKysely } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { EventHub } from '../../lib/events.js';
import { newId } from '../../lib/ids.js';
import { userService } from '../users/user.service.js';
import { groupRepository } from './group.repository.js';

/**
 * Who is in a group. Every way in (a leader adding people, a join link, a workspace's
 * single sign-on) and out goes through here and is announced, so the learning that
 * comes with a group follows (the assignments module listens), in the caller's transaction.
 */
export function groupMembership(deps: { db: AppKysely; clock: Clock; events: EventHub }) {
  const { db, clock, events } = deps;
  const groups = groupRepository(db);
  const users = userService(db);

  // A proven address gets the memberships waiting for it.
  events.on('addressProven', ({ userId, email }) => groups.attachPending(userId, email));

  return {
    /** Every member's address of an owner's group, or undefined when it is not theirs. */
    async emailsOf(ownerId: string, groupId: string): Promise<string[] | undefined> {
      if (!(await groups.findOwned(groupId, ownerId))) return undefined;
      const { rows } = await groups.members(groupId, { page: 1, pageSize: 100_000 });
      return rows.map((m) => m.email);
    },

    /**
     * Adds addresses not yet members. `known`: address → account the caller knows is
     * theirs (the one that used a join link); other addresses attach to proven accounts.
     * With `notify` (a leader's add), everyone is told and people without an account are
     * invited, members already or not.
     */
    async add(
      group: { id: string; ownerId: string },
      emails: string[],
      known = new Map<string, string>(),
      notify?: { language: Language },
    ) {
      const [existing, proven] = await Promise.all([
        groups.memberEmails(group.id, emails),
        users.provenAccountIds(emails.filter((email) => !known.has(email))),
      ]);
      const accounts = new Map([...proven, ...known]);
      const now = clock.now();
      const fresh = emails.filter((email) => !existing.has(email));
      // Nobody new and nobody to tell: nothing happened.
      if (!fresh.length && !notify) return { added: 0, alreadyMembers: emails.length, invited: 0 };
      await groups.insertMembers(
        fresh.map((email) => ({
          id: newId(),
          group_id: group.id,
          email,
          user_id: accounts.get(email) ?? null,
          added_at: now.toISOString(),
        })),
      );
      await groups.touch(group.id, now);
      const pending = emails.filter((email) => !accounts.has(email));
      await events.emit('membersJoined', {
        ownerId: group.ownerId,
        groupId: group.id,
        emails: fresh,
        accounts,
        ...(notify ? { notify: { language: notify.language, pending } } : {}),
      });
      return {
        added: fresh.length,
        alreadyMembers: emails.length - fresh.length,
        invited: notify ? pending.length : 0,
      };
    },

    /** Takes members out of a group (and the learning that came only through it). */
    async remove(groupId: string, members: { id: string; email: string }[]) {
      await groups.deleteMembers(
        groupId,
        members.map((m) => m.id),
      );
      await events.emit('membersLeft', { groupId, emails: members.map((m) => m.email) });
      await groups.touch(groupId, clock.now());
    },

    /** Deletes the group and its memberships; members' accounts and learning stay. */
    async deleteGroup(groupId: string) {
      await events.emit('groupDeleted', { groupId });
      await groups.delete(groupId);
    },
  };
}

export type GroupMembership = ReturnType<typeof groupMembership>;
