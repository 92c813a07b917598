import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { isLanguage } from '@slidewise/shared/i18n/languages';
import type { AppKysely } from '../../db/database.js';
import { toDate } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { repeating } from '../../lib/repeating.js';
import type { MailQueue } from '../mail/mail.queue.js';
import { EXPIRING_DAYS } from '@slidewise/shared/learning/certification';
import { assignmentEmail } from './assignment.emails.js';
import { assignmentRepository } from './assignment.repository.js';

const DAY = 24 * 60 * 60 * 1000;

export interface ReminderSettings {
  /** Send "due soon" this many days before the due date. */
  daysBefore: number;
  intervalMinutes: number;
}

/**
 * E-mails a reminder before an assignment's due date and once when it becomes
 * overdue. Each (assignment, kind) is claimed by inserting it into reminders_sent,
 * in the transaction that queues its e-mail (on both databases): only the runner whose
 * insert lands queues it, so a reminder goes out once across restarts and any number
 * of instances, and a claim never exists without its e-mail.
 */
export function reminderJob(deps: {
  db: AppKysely;
  clock: Clock;
  mail: Pick<MailQueue, 'sendOnce'>;
  publicUrl: string;
  log: FastifyBaseLogger;
  settings: ReminderSettings;
}) {
  const { db, clock } = deps;
  const assignments = assignmentRepository(db);

  /** Assignments still running, with what their e-mails need: course, language, leader. */
  const liveAssignments = () =>
    db
      .executor()
      .selectFrom('assignments')
      .innerJoin('courses', 'courses.id', 'assignments.course_id')
      .innerJoin('users as learner', 'learner.id', 'assignments.user_id')
      .innerJoin('users as leader', 'leader.id', 'assignments.owner_id')
      .select([
        'assignments.id',
        'assignments.email',
        'assignments.course_id',
        'courses.title',
        'learner.locale',
        'leader.name as leader_name',
      ])
      .where('assignments.archived_at', 'is', null)
      .where('courses.deleted_at', 'is', null);
  type LiveAssignment = Awaited<ReturnType<ReturnType<typeof liveAssignments>['execute']>>[number];

  /**
   * Claims (assignment, claim) and queues the row's `kind` e-mail together; false when
   * already claimed.
   */
  async function remind(
    row: LiveAssignment,
    claim: string,
    at: string,
    kind: 'due_soon' | 'overdue' | 'expiring',
    dueAt: Date | null,
  ) {
    const message = assignmentEmail({
      kind,
      to: row.email,
      language: row.locale && isLanguage(row.locale) ? row.locale : 'en',
      courses: [{ title: row.title, dueAt }],
      leader: row.leader_name,
      url: `${deps.publicUrl}/learn/${row.course_id}`,
    });
    try {
      return await deps.mail.sendOnce(
        db
          .insertInto('reminders_sent')
          .values({ assignment_id: row.id, kind: claim, sent_at: at })
          .onConflict((oc) => oc.columns(['assignment_id', 'kind']).doNothing()),
        message,
      );
    } catch (error) {
      // Neither the claim nor the e-mail was kept: the next run tries again.
      deps.log.error({ err: error, assignment: row.id, kind: claim }, 'reminder not queued');
      return false;
    }
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    // First, so a round opened at expiry gets its overdue reminder in this run.
    let sent = await expireCompletions(now);
    const nowIso = now.toISOString();
    const soonIso = new Date(now.getTime() + deps.settings.daysBefore * DAY).toISOString();
    const due = await liveAssignments()
      .select([
        'assignments.due_at',
        sql<string>`case when assignments.due_at <= ${nowIso} then 'overdue' else 'due_soon' end`.as(
          'kind',
        ),
      ])
      .where('assignments.status', 'not in', ['completed', 'failed'])
      .where('assignments.reminders_enabled', '=', 1)
      .where('assignments.due_at', 'is not', null)
      .where('assignments.due_at', '<=', soonIso)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('reminders_sent')
              .select('kind')
              .whereRef('reminders_sent.assignment_id', '=', 'assignments.id')
              .where(
                sql<boolean>`reminders_sent.kind = case when assignments.due_at <= ${nowIso} then 'overdue' else 'due_soon' end`,
              ),
          ),
        ),
      )
      .limit(500)
      .execute();

    for (const row of due) {
      // A mail outage delays the reminder (the queue retries it) but cannot lose it.
      const kind = row.kind as 'due_soon' | 'overdue';
      const dueAt = row.due_at ? toDate(row.due_at) : null;
      const queued = await remind(row, kind, nowIso, kind, dueAt);
      if (queued) sent++;
    }
    return sent;
  }

  /**
   * Completions of courses with a validity: an "expiring" e-mail once per round
   * 30 days before, and at expiry a new round (due at once, so the overdue
   * reminder follows as for any assignment).
   */
  async function expireCompletions(now: Date): Promise<number> {
    const nowIso = now.toISOString();
    const rows = await liveAssignments()
      .select(['assignments.round', 'assignments.valid_until', 'assignments.reminders_enabled'])
      .where('assignments.status', '=', 'completed')
      .where('assignments.valid_until', 'is not', null)
      .where(
        'assignments.valid_until',
        '<=',
        new Date(now.getTime() + EXPIRING_DAYS * DAY).toISOString(),
      )
      .limit(500)
      .execute();
    let sent = 0;
    for (const row of rows) {
      const validUntil = toDate(row.valid_until!);
      if (validUntil <= now) {
        await db.transaction().execute(() =>
          assignments.openNextRound(row.id, Number(row.round), {
            dueAt: validUntil.toISOString(),
          }),
        );
        continue;
      }
      if (!Number(row.reminders_enabled)) continue;
      const queued = await remind(row, `expiring:${row.round}`, nowIso, 'expiring', validUntil);
      if (queued) sent++;
    }
    return sent;
  }

  return {
    runOnce,
    ...repeating(runOnce, deps.settings.intervalMinutes * 60_000, (error) =>
      deps.log.error({ err: error }, 'reminder run failed'),
    ),
  };
}

export type ReminderJob = ReturnType<typeof reminderJob>;
