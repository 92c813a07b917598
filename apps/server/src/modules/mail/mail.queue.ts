import type { FastifyBaseLogger } from 'fastify';
import type { Compilable } from 'kysely';
import type { AppKysely, DialectName } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { Mailer, MailMessage, MailTransport } from '../../lib/mailer.js';
import { mailRepository } from './mail.repository.js';

const MINUTE = 60_000;
/** Retry after 1, 2, 4 … 256 minutes, then 6 hours twice (about 20 hours in all); the 12th failure gives up. */
export const MAX_ATTEMPTS = 12;
export const retryDelay = (attempts: number) =>
  Math.min(MINUTE * 2 ** (attempts - 1), 360 * MINUTE);
/** How long a claim holds a message; longer than the transport's timeouts allow a send to take. */
const LEASE_MS = 5 * MINUTE;
const BATCH = 20;

let sequence = 0;
/** Sorts in the order messages were queued (wall clock, then a counter), and is unguessable. */
const orderedId = () =>
  `${Date.now().toString(36).padStart(9, '0')}${(sequence++ % 1296).toString(36).padStart(2, '0')}-${newId()}`;

/**
 * The mail server refused the address itself (a 5xx answer to RCPT TO: no such
 * mailbox, say): the same message will never get through, so it fails at once.
 */
function refusedForGood(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && command === 'RCPT TO';
}

export const nothingToResend = () =>
  new AppError(
    409,
    'nothing_to_resend',
    'Nothing to resend: the mail server has not refused an e-mail to this person.',
  );

export interface MailQueueSettings {
  /** Run the delivery worker in this process. */
  worker: boolean;
  pollSeconds: number;
}

/**
 * The durable e-mail queue. `send` only records the message (in the caller's
 * transaction, when there is one); a worker in every instance claims due rows,
 * delivers them with a stable Message-ID and records the outcome, retrying with
 * backoff. Delivery is at least once: a crash between the SMTP server accepting a
 * message and the row being marked sent is the one case that repeats it, and the
 * repeat carries the same Message-ID.
 */
export function mailQueue(deps: {
  db: AppKysely;
  dialect: DialectName;
  clock: Clock;
  transport: MailTransport;
  log: FastifyBaseLogger;
  settings: MailQueueSettings;
  /** Resolves once what was written so far is on disk (`Db.durable`). */
  durable: () => Promise<void>;
  /** The domain of Message-IDs (the public host). */
  domain: string;
}) {
  const outbox = mailRepository(deps.db, deps.dialect);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = !deps.settings.worker;

  async function deliver(row: Awaited<ReturnType<typeof outbox.claimDue>>[number]) {
    try {
      await deps.transport.deliver({
        messageId: `<${row.id}@${deps.domain}>`,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.link ? { link: row.link } : {}),
      });
      await outbox.markSent(row.id, deps.clock.now().toISOString());
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        row.attempts < MAX_ATTEMPTS && !refusedForGood(error)
          ? new Date(deps.clock.now().getTime() + retryDelay(row.attempts)).toISOString()
          : null;
      deps.log.warn(
        { err: error, mail: row.id, attempts: row.attempts, retryAt },
        retryAt ? 'e-mail delivery failed; will retry' : 'e-mail delivery failed for good',
      );
      await outbox.markFailedAttempt(row.id, message, retryAt);
      return false;
    }
  }

  /** Delivers every message due now, batch by batch; returns how many went out. */
  async function drain(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const now = deps.clock.now();
      const rows = await outbox.claimDue(
        now.toISOString(),
        new Date(now.getTime() + LEASE_MS).toISOString(),
        BATCH,
      );
      if (rows.length === 0) return delivered;
      // A message goes out only once the change behind it (an invitation's token, a sign-in
      // link) is on disk: SQLite's commits do not wait for the disk (db/group-commit.ts).
      await deps.durable();
      // Concurrently across recipients, in order for each one: a person's newest
      // e-mail (say, a fresh invitation link) always arrives last.
      const byRecipient = new Map<string, typeof rows>();
      for (const row of rows) {
        const key = row.to_address.toLowerCase();
        byRecipient.set(key, [...(byRecipient.get(key) ?? []), row]);
      }
      const results = (
        await Promise.all(
          [...byRecipient.values()].map(async (mine) => {
            const outcomes: boolean[] = [];
            for (const row of mine) outcomes.push(await deliver(row));
            return outcomes;
          }),
        )
      ).flat();
      delivered += results.filter(Boolean).length;
      // A whole batch failing means the mail server is down: wait for the next retry.
      if (results.every((ok) => !ok)) return delivered;
    }
  }

  /** One pass at a time per process; a nudge during a pass asks for another. */
  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'e-mail worker pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  /** Soon after the surrounding transaction commits; the poll catches anything missed. */
  function nudge() {
    if (!stopped) setTimeout(() => void runOnce(), 50).unref();
  }

  const newMail = (message: MailMessage) => ({
    id: orderedId(),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    link: message.link ?? null,
    leaderId: message.leaderId ?? null,
    now: deps.clock.now().toISOString(),
  });
  const row = (message: MailMessage) => outbox.insert(newMail(message));

  const mailer: Mailer = {
    async send(message: MailMessage) {
      await row(message).execute();
      nudge();
    },
    async sendMany(messages: MailMessage[]) {
      // 50 rows of 11 values a statement stays far below every driver's parameter limit.
      for (let i = 0; i < messages.length; i += 50)
        await outbox.insert(messages.slice(i, i + 50).map(newMail)).execute();
      if (messages.length) nudge();
    },
  };

  return {
    mailer,
    runOnce,
    /**
     * Queues `message` only when `claim` (an insert that does nothing when the row is
     * there) inserts its row, both in one transaction: the claim never exists without
     * its e-mail. True when it queued.
     */
    async sendOnce(claim: Compilable, message: MailMessage): Promise<boolean> {
      const claimed = await deps.db.claimThen(claim, row(message));
      if (claimed) nudge();
      return claimed;
    },
    /** Sends again what a leader sent an address and the mail server refused; how many. */
    async resend(leaderId: string, email: string): Promise<number> {
      const count = await outbox.requeueFailed(leaderId, email, deps.clock.now().toISOString());
      if (count) nudge();
      return count;
    },
    stats: () => outbox.stats(deps.clock.now()),
    listUndelivered: () => outbox.listUndelivered(),
    retry: (ids?: string[]) =>
      ids && ids.length === 0
        ? Promise.resolve(0)
        : outbox.retry(deps.clock.now().toISOString(), ids),
    start() {
      if (!deps.settings.worker) return;
      stopped = false;
      timer = setInterval(() => void runOnce(), deps.settings.pollSeconds * 1000);
      timer.unref();
      void runOnce();
    },
    /** Stops polling and waits for the pass in flight. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

export type MailQueue = ReturnType<typeof mailQueue>;
