import type { AppKysely } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { toDate } from '../../db/schema.js';
import type { GroupCourse, MembershipEvents } from '../groups/group.service.js';
import { userRepository } from '../users/user.repository.js';
import { assignmentRepository } from './assignment.repository.js';

/**
 * Group semantics (PRODUCT.md): a group's courses reach every current member and
 * members who join later; leaving takes away only not-started assignments that
 * came through that group alone. Runs in the group change's transaction.
 */
export function membershipEvents(db: AppKysely, clock: Clock): MembershipEvents {
  const assignments = assignmentRepository(db);
  const users = userRepository(db);

  return {
    async joined(groupId, emails, known = new Map<string, string>()) {
      const assigned = new Map<string, GroupCourse[]>();
      const rows = await assignments.coursesOfGroup(groupId);
      const courses = rows.map((c) => ({
        id: c.course_id,
        title: c.title,
        dueAt: c.due_at ? toDate(c.due_at) : null,
      }));
      if (!emails.length || !rows.length) return { courses, assigned };
      const accounts = new Map([...(await users.provenIdsByEmail(emails)), ...known]);
      const now = clock.now().toISOString();
      for (const [i, course] of rows.entries()) {
        const existing = await assignments.byCourseAndEmail(course.course_id, emails);
        const fresh = emails.filter((email) => !existing.has(email));
        const rows = fresh.map((email) => ({
          id: newId(),
          course_id: course.course_id,
          owner_id: course.owner_id,
          email,
          user_id: accounts.get(email) ?? null,
          direct: 0,
          assigned_at: now,
          due_at: course.due_at ? new Date(course.due_at).toISOString() : null,
          status: 'not_started',
          progress: 0,
          score: null,
          last_slide_id: null,
          last_activity_at: null,
          completed_at: null,
          reminders_enabled: 1,
          archived_at: null,
          message: null,
        }));
        for (const email of fresh)
          assigned.set(email, [...(assigned.get(email) ?? []), courses[i]!]);
        await assignments.insertMany(rows);
        await assignments.addGroupSource(
          [...rows.map((r) => r.id), ...[...existing.values()].map((r) => r.id)],
          groupId,
        );
      }
      return { courses, assigned };
    },

    left: (groupId, emails) => assignments.dropGroupSource(groupId, emails),

    groupDeleted: (groupId) => assignments.dropGroupSource(groupId),
  };
}
