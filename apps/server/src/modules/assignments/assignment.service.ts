import type { z } from 'zod';
import { checkEmailList } from '@slidewise/shared/groups/emails';
import type { Language } from '@slidewise/shared/i18n/languages';
import type { Paginated } from '@slidewise/shared/http/pagination';
import type {
  Assignee,
  assigneeListQuerySchema,
  assigneeUpdateSchema,
  assignSchema,
} from '@slidewise/shared/learning/assignment';
import type { AppKysely } from '../../db/database.js';
import { toDate, toIso } from '../../db/schema.js';
import { AppError, notFound, validationFailed } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isLanguage } from '@slidewise/shared/i18n/languages';
import { newId } from '../../lib/ids.js';
import type { Mailer } from '../../lib/mailer.js';
import { assertCourseFound } from '../courses/course.policy.js';
import { courseRepository } from '../courses/course.repository.js';
import { groupRepository } from '../groups/group.repository.js';
import type { InvitationSender } from '../groups/invitation.sender.js';
import type { PlanPolicy } from '../subscription/subscription.policy.js';
import { subscriptionRepository } from '../subscription/subscription.repository.js';
import { userRepository } from '../users/user.repository.js';
import { assignmentRepository, type AssignmentListRow } from './assignment.repository.js';
import { assignmentEmail } from './assignment.emails.js';

function presentAssignee(row: AssignmentListRow, groupIds: string[]): Assignee {
  return {
    id: row.id,
    email: row.email,
    userId: row.user_id,
    displayName: row.display_name,
    via: Number(row.direct) ? 'direct' : (row.via_group ?? 'direct'),
    viaGroupIds: groupIds,
    status: row.effective_status as Assignee['status'],
    progress: Number(row.progress),
    score: row.score === null ? null : Number(row.score),
    dueAt: row.due_at ? toIso(row.due_at) : null,
    lastActivityAt: row.last_activity_at ? toIso(row.last_activity_at) : null,
    completedAt: row.completed_at ? toIso(row.completed_at) : null,
    remindersEnabled: Boolean(Number(row.reminders_enabled)),
    assignedAt: toIso(row.assigned_at),
  };
}

export function assignmentService(deps: {
  db: AppKysely;
  clock: Clock;
  plans: PlanPolicy;
  invites: InvitationSender;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { db, clock, plans, invites } = deps;
  const assignments = assignmentRepository(db);
  const courses = courseRepository(db);
  const groups = groupRepository(db);
  const users = userRepository(db);
  const subscriptions = subscriptionRepository(db);

  async function ownedCourse(ownerId: string, courseId: string) {
    const course = await courses.findOwned(courseId, ownerId);
    assertCourseFound(course);
    return course;
  }

  function parseDue(dueAt: string | null | undefined): Date | null | undefined {
    if (dueAt === undefined || dueAt === null) return dueAt;
    const due = new Date(dueAt);
    if (due <= clock.now()) {
      throw validationFailed([
        { path: 'dueAt', code: 'in_past', message: 'Choose a due date in the future.' },
      ]);
    }
    return due;
  }

  async function mailAll(
    kind: 'assigned' | 'reminder',
    recipients: { email: string; userId: string | null; dueAt: Date | null }[],
    course: { id: string; title: string },
    ownerId: string,
    language: Language,
    message?: string,
  ) {
    const leader = await users.findById(ownerId);
    const leaderName = leader?.name || leader?.email || 'Slidewise';
    await Promise.all(
      recipients.map(async (r) => {
        const learner = r.userId ? await users.findById(r.userId) : undefined;
        const lang = learner?.locale && isLanguage(learner.locale) ? learner.locale : language;
        await deps.mailer.send(
          assignmentEmail({
            kind,
            to: r.email,
            language: lang,
            course: course.title,
            leader: leaderName,
            dueAt: r.dueAt,
            url: `${deps.publicUrl}/learn/${course.id}`,
            message,
          }),
        );
      }),
    );
  }

  return {
    async list(
      ownerId: string,
      courseId: string,
      query: z.output<typeof assigneeListQuerySchema>,
    ): Promise<Paginated<Assignee>> {
      await ownedCourse(ownerId, courseId);
      const { rows, total } = await assignments.list(courseId, query, clock.now().toISOString());
      const sources = await assignments.groupIdsOf(rows.map((r) => r.id));
      return {
        items: rows.map((row) => presentAssignee(row, sources.get(row.id) ?? [])),
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
          const group = await groups.findOwned(groupId, ownerId);
          if (!group) {
            throw validationFailed([{ path: 'groupIds', code: 'unknown_group', message: groupId }]);
          }
          const { rows } = await groups.members(groupId, { page: 1, pageSize: 100_000 });
          groupEmails.set(
            groupId,
            rows.map((m) => m.email),
          );
        }
        const direct = entries.filter((e) => e.problem === null).map((e) => e.email);
        const everyone = [...new Set([...direct, ...[...groupEmails.values()].flat()])];

        const existing = await assignments.byCourseAndEmail(courseId, everyone);
        const fresh = everyone.filter((email) => !existing.has(email));
        // The plan counts people, not assignments: someone already assigned another course is no one new.
        const known = await assignments.knownPeople(ownerId, fresh);
        plans.assertAllows(await subscriptions.findCurrent(ownerId), {
          limit: 'assignees',
          current: await assignments.countPeople(ownerId),
          adding: fresh.filter((email) => !known.has(email)).length,
        });

        const accounts = await users.idsByEmail(everyone);
        const now = clock.now().toISOString();
        const ids = new Map<string, string>();
        await assignments.insertMany(
          fresh.map((email) => {
            const id = newId();
            ids.set(email, id);
            return {
              id,
              course_id: courseId,
              owner_id: ownerId,
              email,
              user_id: accounts.get(email) ?? null,
              direct: direct.includes(email) ? 1 : 0,
              assigned_at: now,
              due_at: due ? due.toISOString() : null,
              status: 'not_started',
              progress: 0,
              score: null,
              last_slide_id: null,
              last_activity_at: null,
              completed_at: null,
              reminders_enabled: 1,
              archived_at: null,
            };
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
          fresh.filter((email) => !accounts.has(email)),
        );
        // The e-mails are queued in this transaction: they exist exactly when the assignments do.
        const leader = await users.findById(ownerId);
        await invites.send(tokens, leader?.name || leader?.email || 'Slidewise', language);
        await mailAll(
          'assigned',
          fresh
            .filter((email) => accounts.has(email))
            .map((email) => ({ email, userId: accounts.get(email)!, dueAt: due })),
          course,
          ownerId,
          language,
          input.message,
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
      const { rows } = await assignments.list(
        courseId,
        { page: 1, pageSize: 1, id },
        clock.now().toISOString(),
      );
      const sources = await assignments.groupIdsOf([id]);
      return presentAssignee(rows[0]!, sources.get(id) ?? []);
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

    async remind(ownerId: string, courseId: string, id: string, language: Language) {
      const course = await ownedCourse(ownerId, courseId);
      const row = await assignments.find(courseId, id);
      if (!row || row.archived_at) throw notFound('Assignee');
      if (row.status === 'completed') {
        throw new AppError(409, 'conflict', 'This person has already completed the course.');
      }
      if (!row.user_id) {
        // No account yet: the reminder is a fresh invitation.
        const leader = await users.findById(ownerId);
        await db.transaction().execute(async () => {
          const tokens = await invites.prepare(ownerId, [row.email]);
          await invites.send(tokens, leader?.name || leader?.email || 'Slidewise', language);
        });
        return;
      }
      await mailAll(
        'reminder',
        [{ email: row.email, userId: row.user_id, dueAt: row.due_at ? toDate(row.due_at) : null }],
        course,
        ownerId,
        language,
      );
    },
  };
}

export type AssignmentService = ReturnType<typeof assignmentService>;
