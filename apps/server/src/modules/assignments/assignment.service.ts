import type { z } from 'zod';
import { checkEmailList } from '@slidewise/shared/groups/emails';
import type { Language } from '@slidewise/shared/i18n/languages';
import type { Paginated } from '@slidewise/shared/http/pagination';
import type { BulkResult } from '@slidewise/shared/http/bulk';
import {
  emailOfPersonId,
  personIdOf,
  type remindOverdueSchema,
} from '@slidewise/shared/reports/reports';
import type {
  Assignee,
  assigneeBulkSchema,
  assigneeListQuerySchema,
  assigneeUpdateSchema,
  assignSchema,
} from '@slidewise/shared/learning/assignment';
import type { AppKysely } from '../../db/database.js';
import { toDate, toIso } from '../../db/schema.js';
import { AppError, notFound, validationFailed } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { assertCourseFound } from '../courses/course.policy.js';
import { courseContent } from '../courses/course.service.js';
import type { GroupMembership } from '../groups/group-membership.js';
import type { InvitationSender } from '../invitations/invitation.sender.js';
import { presentDelivery } from '../mail/delivery.js';
import { nothingToResend, type MailQueue } from '../mail/mail.queue.js';
import type { PlanPolicy } from '../subscription/subscription.policy.js';
import { subscriptionService } from '../subscription/subscription.service.js';
import { userService } from '../users/user.service.js';
import {
  assignmentRepository,
  newAssignmentRow,
  type AssignmentListRow,
} from './assignment.repository.js';
import { presentTraining } from './training.presenter.js';
import type { LearnerNotices } from './learner-notices.js';

function presentAssignee(row: AssignmentListRow, now: Date): Assignee {
  return {
    id: row.id,
    email: row.email,
    userId: row.user_id,
    displayName: row.display_name,
    via: Number(row.direct) ? 'direct' : (row.via_group ?? 'direct'),
    viaGroupIds: row.group_ids ? row.group_ids.split(',') : [],
    status: row.effective_status as Assignee['status'],
    progress: Number(row.progress),
    score: row.score === null ? null : Number(row.score),
    dueAt: row.due_at ? toIso(row.due_at) : null,
    lastActivityAt: row.last_activity_at ? toIso(row.last_activity_at) : null,
    completedAt: row.completed_at ? toIso(row.completed_at) : null,
    remindersEnabled: Boolean(Number(row.reminders_enabled)),
    delivery: presentDelivery(row.delivery),
    assignedAt: toIso(row.assigned_at),
    ...presentTraining(row, now),
  };
}

export function assignmentService(deps: {
  db: AppKysely;
  clock: Clock;
  plans: PlanPolicy;
  invites: InvitationSender;
  notices: LearnerNotices;
  groups: Pick<GroupMembership, 'emailsOf'>;
  mail: Pick<MailQueue, 'resend'>;
}) {
  const { db, clock, plans, invites, notices } = deps;
  const assignments = assignmentRepository(db);
  const courses = courseContent(db);
  const users = userService(db);
  const subscriptions = subscriptionService(db, clock);

  async function ownedCourse(ownerId: string, courseId: string) {
    const course = await courses.ownedBy(courseId, ownerId);
    assertCourseFound(course);
    return course;
  }

  function parseDue(dueAt: string | null | undefined, path = 'dueAt'): Date | null | undefined {
    if (dueAt === undefined || dueAt === null) return dueAt;
    const due = new Date(dueAt);
    if (due <= clock.now()) {
      throw validationFailed([
        { path, code: 'in_past', message: 'Choose a due date in the future.' },
      ]);
    }
    return due;
  }

  /** The rows a bulk action names; any id that is not a live assignee here is a 404. */
  async function bulkRows(ownerId: string, courseId: string, ids: string[]) {
    const rows = await assignments.liveByIds(ownerId, courseId, ids);
    const named = new Set(rows.flatMap((r) => (r.user_id ? [r.id, r.user_id] : [r.id])));
    if (ids.some((id) => !named.has(id))) throw notFound('Assignee');
    return rows;
  }

  /**
   * Reminds each person once of the given courses, in the caller's transaction; people
   * without an account get a new invitation link (earlier ones still work).
   */
  async function sendReminders(
    ownerId: string,
    people: {
      email: string;
      userId: string | null;
      courses: { id: string; title: string; dueAt: Date | null }[];
      message?: string | null;
    }[],
    language: Language,
  ) {
    const tokens = await invites.prepare(
      ownerId,
      people
        .filter((p) => !p.userId)
        .map((p) => ({
          email: p.email,
          courseId: p.courses.length === 1 ? p.courses[0]!.id : null,
        })),
    );
    // The leader's message goes with one course's reminder, as it went with its assignment.
    const byMessage = new Map<string | null, typeof people>();
    for (const p of people) {
      const key = p.message ?? null;
      byMessage.set(key, [...(byMessage.get(key) ?? []), p]);
    }
    let sent = 0;
    for (const [message, group] of byMessage)
      sent += await notices.send(
        'reminder',
        group.map((p) => ({
          email: p.email,
          userId: p.userId,
          token: tokens.get(p.email) ?? null,
          courses: p.courses,
        })),
        { leaderId: ownerId, language, message },
      );
    return sent;
  }

  /** One assignee row, read back by id after a change. */
  async function presentOne(ownerId: string, courseId: string, id: string) {
    const found = await assignments.list(
      ownerId,
      courseId,
      { page: 1, pageSize: 1, id },
      clock.now().toISOString(),
    );
    return presentAssignee(found!.rows[0]!, clock.now());
  }

  return {
    async list(
      ownerId: string,
      courseId: string,
      query: z.output<typeof assigneeListQuerySchema>,
    ): Promise<Paginated<Assignee>> {
      const found = await assignments.list(ownerId, courseId, query, clock.now().toISOString());
      if (!found) throw notFound('Course');
      const { rows, total } = found;
      return {
        items: rows.map((row) => presentAssignee(row, clock.now())),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * Assigns a published course to addresses and groups, in one transaction.
     * Someone already assigned is not assigned twice; people without an account
     * are invited; everyone newly assigned gets an e-mail after the commit.
     */
    async assign(
      ownerId: string,
      courseId: string,
      input: z.output<typeof assignSchema>,
      language: Language,
    ) {
      const entries = checkEmailList(input.emails);
      const invalid = entries.flatMap((e, i) =>
        e.problem === 'invalid'
          ? [{ path: `emails.${i}`, code: 'invalid_email', message: e.input }]
          : [],
      );
      if (invalid.length) throw validationFailed(invalid);
      const due = parseDue(input.dueAt) ?? null;

      const outcome = await db.transaction().execute(async () => {
        const course = await ownedCourse(ownerId, courseId);
        if (course.status !== 'published') {
          throw validationFailed([
            {
              path: 'courseId',
              code: 'not_published',
              message: 'Publish the course before assigning it.',
            },
          ]);
        }
        const groupEmails = new Map<string, string[]>();
        for (const groupId of new Set(input.groupIds)) {
          const emails = await deps.groups.emailsOf(ownerId, groupId);
          if (!emails) {
            throw validationFailed([{ path: 'groupIds', code: 'unknown_group', message: groupId }]);
          }
          groupEmails.set(groupId, emails);
        }
        const direct = entries.filter((e) => e.problem === null).map((e) => e.email);
        const everyone = [...new Set([...direct, ...[...groupEmails.values()].flat()])];

        const existing = await assignments.byCourseAndEmail(courseId, everyone);
        const fresh = everyone.filter((email) => !existing.has(email));
        // The plan counts people, not assignments: someone already assigned another course is no one new.
        const known = await assignments.knownPeople(ownerId, fresh);
        plans.assertAllows(await subscriptions.of(ownerId), {
          limit: 'assignees',
          current: await assignments.countPeople(ownerId),
          adding: fresh.filter((email) => !known.has(email)).length,
        });

        const accounts = await users.provenAccountIds(everyone);
        const now = clock.now().toISOString();
        const ids = new Map<string, string>();
        await assignments.insertMany(
          fresh.map((email) => {
            const id = newId();
            ids.set(email, id);
            return newAssignmentRow({
              id,
              course_id: courseId,
              owner_id: ownerId,
              email,
              user_id: accounts.get(email) ?? null,
              direct: direct.includes(email) ? 1 : 0,
              assigned_at: now,
              due_at: due ? due.toISOString() : null,
              message: input.message || null,
            });
          }),
        );
        // Someone who had it only through a group now also has it directly.
        await assignments.markDirect(
          direct.filter((e) => existing.has(e)).map((e) => existing.get(e)!.id),
        );
        for (const [groupId, emails] of groupEmails) {
          await assignments.linkCourseGroup(courseId, groupId, due ? due.toISOString() : null, now);
          await assignments.addGroupSource(
            emails.map((email) => ids.get(email) ?? existing.get(email)!.id),
            groupId,
          );
        }
        const tokens = await invites.prepare(
          ownerId,
          fresh.filter((email) => !accounts.has(email)).map((email) => ({ email, courseId })),
        );
        // One e-mail per person newly assigned: the course, its due date and the message.
        // Queued in this transaction: the e-mails exist exactly when the assignments do.
        await notices.send(
          'assigned',
          fresh.map((email) => ({
            email,
            userId: accounts.get(email) ?? null,
            token: tokens.get(email) ?? null,
            courses: [{ id: courseId, title: course.title, dueAt: due }],
          })),
          { leaderId: ownerId, language, message: input.message },
        );
        return { fresh, existing: existing.size, tokens };
      });

      return {
        assigned: outcome.fresh.length,
        alreadyAssigned: outcome.existing,
        invited: outcome.tokens.size,
      };
    },

    async update(
      ownerId: string,
      courseId: string,
      id: string,
      input: z.output<typeof assigneeUpdateSchema>,
    ) {
      await ownedCourse(ownerId, courseId);
      const row = await assignments.find(courseId, id);
      if (!row || row.archived_at) throw notFound('Assignee');
      const due = parseDue(input.dueAt);
      await assignments.update(id, {
        ...(due !== undefined ? { due_at: due ? due.toISOString() : null } : {}),
        ...(input.remindersEnabled !== undefined
          ? { reminders_enabled: input.remindersEnabled ? 1 : 0 }
          : {}),
      });
      return presentOne(ownerId, courseId, id);
    },

    /** More attempts for one person (a `failed` assignment opens again). */
    async grantAttempts(ownerId: string, courseId: string, id: string, extra: number) {
      await ownedCourse(ownerId, courseId);
      const row = await assignments.find(courseId, id);
      if (!row || row.archived_at) throw notFound('Assignee');
      await assignments.grantAttempts(id, extra);
      return presentOne(ownerId, courseId, id);
    },

    /**
     * Removes an assignee. A completed record stays for reports (hidden here)
     * unless the leader asks to delete the record too.
     */
    async remove(ownerId: string, courseId: string, id: string, deleteRecord: boolean) {
      await ownedCourse(ownerId, courseId);
      const row = await assignments.find(courseId, id);
      if (!row || (row.archived_at && !deleteRecord)) throw notFound('Assignee');
      if (row.status === 'completed' && !deleteRecord)
        await assignments.update(id, { archived_at: clock.now().toISOString() });
      else await assignments.delete(id);
    },

    /**
     * Republished with "everyone must take it again": a new round for every assignee
     * with anything on record, their certification expired now, and an e-mail each,
     * queued in the caller's transaction.
     */
    async retrain(ownerId: string, courseId: string, language: Language) {
      const course = await ownedCourse(ownerId, courseId);
      const now = clock.now().toISOString();
      const opened: { email: string; userId: string }[] = [];
      for (const row of await assignments.startedOrCertified(courseId)) {
        if (
          (await assignments.openNextRound(row.id, Number(row.round), {
            dueAt: null,
            expireAt: now,
          })) &&
          row.user_id
        )
          opened.push({ email: row.email, userId: row.user_id });
      }
      await notices.send(
        'retrain',
        opened.map((r) => ({
          email: r.email,
          userId: r.userId,
          token: null,
          courses: [{ id: courseId, title: course.title, dueAt: null }],
        })),
        { leaderId: ownerId, language },
      );
    },

    /** Sends again the e-mails to an assignee that their mail server refused (409 when none was). */
    async resend(ownerId: string, courseId: string, id: string) {
      await ownedCourse(ownerId, courseId);
      const row = await assignments.find(courseId, id);
      if (!row || row.archived_at) throw notFound('Assignee');
      if (!(await deps.mail.resend(ownerId, row.email))) throw nothingToResend();
    },

    /**
     * One action on many assignees, in one transaction. Remind skips people who
     * completed the course (as the single Remind refuses them) and counts e-mails queued.
     */
    async bulk(
      ownerId: string,
      courseId: string,
      input: z.output<typeof assigneeBulkSchema>,
      language: Language,
    ): Promise<BulkResult> {
      const ids = [...new Set(input.userIds)];
      const due =
        input.action === 'set_due_date' && input.dueDate
          ? parseDue(`${input.dueDate}T23:59:59.999Z`, 'dueDate')!
          : null;
      return db.transaction().execute(async () => {
        const course = await ownedCourse(ownerId, courseId);
        const rows = await bulkRows(ownerId, courseId, ids);
        const rowIds = rows.map((r) => r.id);
        switch (input.action) {
          case 'set_due_date':
            await assignments.updateMany(rowIds, { due_at: due ? due.toISOString() : null });
            return { affected: rows.length };
          case 'remove': {
            // As the single remove: a completed record stays for reports, hidden here.
            const completed = rows.filter((r) => r.status === 'completed').map((r) => r.id);
            await assignments.updateMany(completed, { archived_at: clock.now().toISOString() });
            await assignments.deleteMany(rowIds.filter((id) => !completed.includes(id)));
            return { affected: rows.length };
          }
          case 'remind': {
            const affected = await sendReminders(
              ownerId,
              rows
                .filter((r) => r.status !== 'completed')
                .map((r) => ({
                  email: r.email,
                  userId: r.user_id,
                  message: r.message,
                  courses: [
                    {
                      id: courseId,
                      title: course.title,
                      dueAt: r.due_at ? toDate(r.due_at) : null,
                    },
                  ],
                })),
              language,
            );
            return { affected };
          }
        }
      });
    },

    /**
     * Reminds people (report `personId`s or account ids) of their overdue, unfinished
     * work with this leader, of one course when given: one e-mail each, in one transaction.
     */
    async remindOverdue(
      ownerId: string,
      input: z.output<typeof remindOverdueSchema>,
      language: Language,
    ): Promise<BulkResult> {
      const ids = [...new Set(input.userIds)];
      const emails = ids.flatMap((id) => {
        const email = emailOfPersonId(id);
        return email?.includes('@') ? [email] : [];
      });
      return db.transaction().execute(async () => {
        if (input.courseId) await ownedCourse(ownerId, input.courseId);
        const known = await assignments.peopleOf(ownerId, { emails, userIds: ids });
        const named = new Set(
          known.flatMap((p) => [personIdOf(p.email), ...(p.user_id ? [p.user_id] : [])]),
        );
        if (ids.some((id) => !named.has(id))) throw notFound('Person');
        const overdue = await assignments.overdueOf(
          ownerId,
          { emails, userIds: ids },
          clock.now().toISOString(),
          input.courseId,
        );
        const people = new Map<string, Parameters<typeof sendReminders>[1][number]>();
        for (const row of overdue) {
          const person = people.get(row.email) ?? {
            email: row.email,
            userId: row.user_id,
            courses: [],
          };
          person.courses.push({
            id: row.course_id,
            title: row.title,
            dueAt: row.due_at ? toDate(row.due_at) : null,
          });
          people.set(row.email, person);
        }
        return { affected: await sendReminders(ownerId, [...people.values()], language) };
      });
    },

    async remind(ownerId: string, courseId: string, id: string, language: Language) {
      const course = await ownedCourse(ownerId, courseId);
      const row = await assignments.find(courseId, id);
      if (!row || row.archived_at) throw notFound('Assignee');
      if (row.status === 'completed') {
        throw new AppError(409, 'conflict', 'This person has already completed the course.');
      }
      // No account yet: the reminder carries a new invitation link (earlier ones still work).
      // The link and its queued e-mail commit together.
      await db.transaction().execute(() =>
        sendReminders(
          ownerId,
          [
            {
              email: row.email,
              userId: row.user_id,
              message: row.message,
              courses: [
                {
                  id: courseId,
                  title: course.title,
                  dueAt: row.due_at ? toDate(row.due_at) : null,
                },
              ],
            },
          ],
          language,
        ),
      );
    },
  };
}

export type AssignmentService = ReturnType<typeof assignmentService>;

/**
 * What one person joining a group adds to its leader's assignee count (as the plan counts
 * people): nothing to count when the group has no courses; otherwise the people assigned
 * now, and 1 more unless the leader already assigned this address something.
 */
export function assigneesOnJoining(db: AppKysely) {
  const assignments = assignmentRepository(db);
  return async (ownerId: string, groupId: string, email: string) => {
    if (!(await assignments.coursesOfGroup(groupId)).length) return undefined;
    const known = await assignments.knownPeople(ownerId, [email]);
    return { current: await assignments.countPeople(ownerId), adding: known.has(email) ? 0 : 1 };
  };
}
