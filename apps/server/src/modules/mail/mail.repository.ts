import type { Selectable } from 'kysely';
import type { AppKysely, DialectName } from '../../db/database.js';
import { toDate, type MailOutboxTable } from '../../db/schema.js';

/** What the sender and the admin views read of an outbox row. */
const OUTBOX_COLUMNS = [
  'id',
  'to_address',
  'subject',
  'text_body',
  'html_body',
  'link',
  'status',
  'attempts',
  'next_attempt_at',
  'last_error',
  'created_at',
] as const;

export type OutboxRow = Selectable<Pick<MailOutboxTable, (typeof OUTBOX_COLUMNS)[number]>>;

export interface NewMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  leaderId: string | null;
  now: string;
}

export function mailRepository(db: AppKysely, dialect: DialectName) {
  return {
    /** Joins the caller's transaction, so the e-mail exists exactly when the change does. */
    insert(rows: NewMail | NewMail[]) {
      return db
        .executor()
        .insertInto('mail_outbox')
        .values(
          [rows].flat().map((row) => ({
            id: row.id,
            to_address: row.to,
            subject: row.subject,
            text_body: row.text,
            html_body: row.html,
            link: row.link,
            leader_id: row.leaderId,
            status: 'queued' as const,
            attempts: 0,
            next_attempt_at: row.now,
            created_at: row.now,
          })),
        );
    },

    /**
     * Claims up to `limit` due messages (and any whose claim's lease ran out) for
     * one worker. On PostgreSQL the candidates are locked with SKIP LOCKED, so
     * workers on other instances claim other rows and never wait; SQLite has one
     * writer, so the UPDATE alone is atomic.
     */
    async claimDue(now: string, leaseUntil: string, limit: number): Promise<OutboxRow[]> {
      // Outside any request's transaction: the worker runs on its own.
      const due = db
        .selectFrom('mail_outbox')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked());
      const rows = await db
        .updateTable('mail_outbox')
        .set((eb) => ({
          status: 'sending',
          locked_until: leaseUntil,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', due)
        .returning(OUTBOX_COLUMNS)
        .execute();
      // RETURNING keeps no order: put the batch back in queue order.
      return rows
        .map((r) => ({ ...r, attempts: Number(r.attempts) }))
        .sort(
          (a, b) =>
            toDate(a.next_attempt_at).getTime() - toDate(b.next_attempt_at).getTime() ||
            (a.id < b.id ? -1 : 1),
        );
    },

    async markSent(id: string, now: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: now, locked_until: null, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    async markFailedAttempt(id: string, error: string, retryAt: string | null): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({
          status: retryAt ? 'queued' : 'failed',
          next_attempt_at: retryAt ?? undefined,
          locked_until: null,
          last_error: error.slice(0, 1000),
        })
        .where('id', '=', id)
        .execute();
    },

    async stats(now: Date) {
      const rows = await db
        .selectFrom('mail_outbox')
        .select((eb) => [
          'status',
          eb.fn.countAll<number>().as('n'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('status', 'in', ['queued', 'sending', 'failed'])
        .groupBy('status')
        .execute();
      let queued = 0;
      let failed = 0;
      let oldest: Date | undefined;
      for (const row of rows) {
        if (row.status === 'failed') {
          failed += Number(row.n);
          continue;
        }
        queued += Number(row.n);
        const at = row.oldest ? toDate(row.oldest as Date | string) : undefined;
        if (at && (!oldest || at < oldest)) oldest = at;
      }
      const oldestQueuedSeconds = oldest
        ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000))
        : 0;
      return { queued, failed, oldestQueuedSeconds };
    },

    async listUndelivered(): Promise<OutboxRow[]> {
      return db
        .selectFrom('mail_outbox')
        .select(OUTBOX_COLUMNS)
        .where('status', 'in', ['queued', 'sending', 'failed'])
        .orderBy('id')
        .execute();
    },

    /** Puts what a leader sent an address and the mail server refused for good back in the queue. */
    async requeueFailed(leaderId: string, email: string, now: string): Promise<number> {
      const result = await db
        .executor()
        .updateTable('mail_outbox')
        .set({ status: 'queued', attempts: 0, next_attempt_at: now, last_error: null })
        .where('leader_id', '=', leaderId)
        .where('to_address', '=', email)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Puts failed messages (all, or the given ids) back in the queue, due now. */
    async retry(now: string, ids?: string[]): Promise<number> {
      const result = await db
        .updateTable('mail_outbox')
        .set({ status: 'queued', attempts: 0, next_attempt_at: now, last_error: null })
        .where('status', 'in', ids ? ['failed', 'queued'] : ['failed'])
        .$if(ids !== undefined, (q) => q.where('id', 'in', ids!))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
