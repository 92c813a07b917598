import type { AppKysely } from '../../db/database.js';
import { toDate } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { EventHub } from '../../lib/events.js';
import { newId } from '../../lib/ids.js';
import type { InvitationSender } from '../invitations/invitation.sender.js';
import { assignmentRepository, newAssignmentRow } from './assignment.repository.js';
import type { AssignmentService } from './assignment.service.js';
import type { LearnerNotices } from './learner-notices.js';

interface GroupCourse {
  id: string;
  title: string;
  dueAt: Date | null;
}

/**
 * How learning follows what other modules announce, each in the announcer's transaction.
 * Group semantics (PRODUCT.md): a group's courses reach every current member and members
 * who join later; leaving takes away only not-started assignments that came through that
 * group alone.
 */
export function assignmentEvents(deps: {
  db: AppKysely;
  clock: Clock;
  events: EventHub;
  invites: InvitationSender;
  notices: LearnerNotices;
  service: AssignmentService;
}) {
  const { clock, events, invites, notices } = deps;
  const assignments = assignmentRepository(deps.db);

  events.on('addressProven', ({ userId, email }) => assignments.attachPending(userId, email));

  events.on('membersJoined', async ({ ownerId, groupId, emails, accounts, notify }) => {
    const rows = await assignments.coursesOfGroup(groupId);
    const courses: GroupCourse[] = rows.map((c) => ({
      id: c.course_id,
      title: c.title,
      dueAt: c.due_at ? toDate(c.due_at) : null,
    }));
    const assigned = new Map<string, GroupCourse[]>();
    const now = clock.now().toISOString();
    for (const [i, course] of emails.length ? rows.entries() : []) {
      const existing = await assignments.byCourseAndEmail(course.course_id, emails);
      const fresh = emails.filter((email) => !existing.has(email));
      const inserted = fresh.map((email) =>
        newAssignmentRow({
          id: newId(),
          course_id: course.course_id,
          owner_id: course.owner_id,
          email,
          user_id: accounts.get(email) ?? null,
          direct: 0,
          assigned_at: now,
          due_at: course.due_at ? new Date(course.due_at).toISOString() : null,
          message: null,
        }),
      );
      for (const email of fresh) assigned.set(email, [...(assigned.get(email) ?? []), courses[i]!]);
      await assignments.insertMany(inserted);
      await assignments.addGroupSource(
        [...inserted.map((r) => r.id), ...[...existing.values()].map((r) => r.id)],
        groupId,
      );
    }
    if (!notify) return;
    const tokens = await invites.prepare(
      ownerId,
      notify.pending.map((email) => ({
        email,
        courseId: courses.length === 1 ? courses[0]!.id : null,
      })),
    );
    // One e-mail each: people without an account are invited to what waits for them
    // through this group; people with one hear about the courses they newly got.
    // Queued in this transaction: the e-mails exist exactly when the members do.
    await notices.send(
      'assigned',
      [
        ...notify.pending.map((email) => ({
          email,
          userId: null,
          token: tokens.get(email)!,
          courses,
        })),
        ...emails
          .filter((email) => accounts.has(email) && assigned.get(email)?.length)
          .map((email) => ({
            email,
            userId: accounts.get(email)!,
            token: null,
            courses: assigned.get(email)!,
          })),
      ],
      { leaderId: ownerId, language: notify.language },
    );
  });

  events.on('membersLeft', ({ groupId, emails }) => assignments.dropGroupSource(groupId, emails));

  events.on('groupDeleted', ({ groupId }) => assignments.dropGroupSource(groupId));

  // E-mails go in each learner's own language (English when unknown).
  events.on('courseRetrained', ({ ownerId, courseId }) =>
    deps.service.retrain(ownerId, courseId, 'en'),
  );
}
