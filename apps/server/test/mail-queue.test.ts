import { execFile } from 'node:child_process';
import { createServer, type Socket } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { MAX_ATTEMPTS } from '../src/modules/mail/mail.queue.js';
import { publishedCourse } from './helpers/fixtures.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';
import { createTestApp, dialects, type TestApp, type TestClient } from './helpers/test-app.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(dialects)('the durable e-mail queue on %s', (dialect) => {
  let t: TestApp;
  let sink: SmtpSink;
  let ada: TestClient;

  const outbox = () =>
    t.app.db.kysely
      .selectFrom('mail_outbox')
      .select([
        'id',
        'to_address',
        'subject',
        'status',
        'attempts',
        'next_attempt_at',
        'last_error',
      ])
      .execute();
  const receivedBy = (domain: string) =>
    sink.messages.filter((m) =>
      [m.to].flat().some((a) => a?.value.some((v) => v.address?.endsWith(`@${domain}`))),
    );

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(dialect, {
      SMTP_URL: sink.url,
      AUTH_RATE_LIMIT_PER_IP: '1000',
      MAIL_POLL_SECONDS: '1',
    });
    ada = t.client();
    await ada.signUp('ada@example.com', 'a-strong-passphrase', 'Ada');
    // Ada's verification e-mail leaves before any test stops the mail server.
    await vi.waitFor(async () =>
      expect((await outbox()).every((r) => r.status === 'sent')).toBe(true),
    );
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('delivers 100 invitations made while the mail server is down, each exactly once, after it returns', async () => {
    await sink.stop();
    const group = (await ada.post('/api/v1/groups', { name: 'Outage', description: '' })).json();
    const emails = Array.from({ length: 100 }, (_, i) => `p${i}@outage.test`);
    const res = await ada.post(`/api/v1/groups/${group.id}/members`, { emails });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invited).toBe(100);

    // Every attempt fails and is put back for a minute later, with the reason.
    const invitations = async () =>
      (await outbox()).filter((r) => r.to_address.endsWith('@outage.test'));
    await expect
      .poll(
        async () =>
          (await invitations()).filter((r) => r.attempts === 1 && r.status === 'queued').length,
        { timeout: 15_000 },
      )
      .toBe(100);
    const rows = await invitations();
    expect(
      rows.every((r) => r.status === 'queued' && /ECONNREFUSED/.test(r.last_error ?? '')),
    ).toBe(true);
    expect(await t.app.mail.stats()).toMatchObject({ queued: 100, failed: 0 });
    expect(receivedBy('outage.test')).toHaveLength(0);

    await sink.start();
    t.clock.advance(MINUTE);
    await t.app.mail.runOnce();
    await expect.poll(() => receivedBy('outage.test').length, { timeout: 15_000 }).toBe(100);
    await t.app.mail.runOnce();
    await new Promise((r) => setTimeout(r, 200));
    const received = receivedBy('outage.test');
    expect(received).toHaveLength(100);
    const recipients = new Set(received.map((m) => [m.to].flat()[0]!.value[0]!.address));
    expect(recipients).toEqual(new Set(emails));
    // The Message-ID is the queue row's own, so a repeat could be recognised.
    const ids = new Set((await outbox()).map((r) => `<${r.id}@slidewise.test>`));
    expect(received.every((m) => ids.has(m.messageId ?? ''))).toBe(true);
    expect(await t.app.mail.stats()).toEqual({ queued: 0, failed: 0, oldestQueuedSeconds: 0 });
  });

  it('backs off from 1 minute to 6 hours while the server refuses, then marks the e-mail failed; a retry delivers it', async () => {
    sink.refuse(true);
    try {
      await t.app.mail.mailer.send({
        to: 'refused@refuse.test',
        subject: 'Refused',
        text: 'x',
        html: '<p>x</p>',
      });
      const row = async () => (await outbox()).find((r) => r.to_address === 'refused@refuse.test')!;
      const delays: number[] = [];
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await expect.poll(async () => (await row()).attempts, { timeout: 10_000 }).toBe(attempt);
        await expect.poll(async () => (await row()).status).not.toBe('sending');
        const current = await row();
        if (current.status === 'failed') break;
        delays.push(new Date(current.next_attempt_at).getTime() - t.clock.now().getTime());
        t.clock.advance(delays.at(-1)!);
        void t.app.mail.runOnce();
      }
      expect(delays.map((d) => d / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 360, 360]);
      const failed = await row();
      expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect(failed.last_error).toMatch(/451/);
      expect(await t.app.mail.stats()).toMatchObject({ failed: 1 });
      expect(receivedBy('refuse.test')).toHaveLength(0);

      sink.refuse(false);
      expect(await t.app.mail.retry([failed.id])).toBe(1);
      await t.app.mail.runOnce();
      await expect.poll(() => receivedBy('refuse.test').length).toBe(1);
      expect((await row()).status).toBe('sent');
    } finally {
      sink.refuse(false);
    }
  });

  it('sends the reminder claimed during a mail outage once the server is back', async () => {
    await t.client().signUp('late@reminder.test');
    const course = await publishedCourse(ada, 'Ladders');
    await ada.post(`/api/v1/courses/${course.id}/assignees`, {
      emails: ['late@reminder.test'],
      dueAt: new Date(t.clock.now().getTime() + 3 * DAY).toISOString(),
    });
    await sink.waitFor('late@reminder.test', /New course/);

    await sink.stop();
    t.clock.advance(1.5 * DAY);
    expect(await t.app.reminders.runOnce()).toBe(1);
    // The claim counts the attempt; wait for its failure to be recorded too, or the
    // retry would be set a minute after the clock moves on below.
    await expect
      .poll(async () => {
        const row = (await outbox()).find((r) => r.subject === 'Due soon: Ladders');
        return row && { attempts: row.attempts, status: row.status };
      })
      .toEqual({ attempts: 1, status: 'queued' });
    // Claimed: another run does not queue it again.
    expect(await t.app.reminders.runOnce()).toBe(0);

    await sink.start();
    t.clock.advance(MINUTE);
    await t.app.mail.runOnce();
    await sink.waitFor('late@reminder.test', /Due soon: Ladders/);
    expect(
      receivedBy('reminder.test').filter((m) => m.subject === 'Due soon: Ladders'),
    ).toHaveLength(1);
  });

  it('never sends one message twice with two instances working the same queue', async () => {
    const other = await buildApp({ config: t.config, clock: t.clock, logger: false });
    try {
      const count = 150;
      for (let i = 0; i < count; i++) {
        const instance = i % 2 ? other : t.app;
        await instance.mail.mailer.send({
          to: `r${i}@race.test`,
          subject: `Race ${i}`,
          text: 'x',
          html: '<p>x</p>',
        });
      }
      await Promise.all([
        t.app.mail.runOnce(),
        other.mail.runOnce(),
        t.app.mail.runOnce(),
        other.mail.runOnce(),
      ]);
      await expect.poll(() => receivedBy('race.test').length, { timeout: 15_000 }).toBe(count);
      await Promise.all([t.app.mail.runOnce(), other.mail.runOnce()]);
      await new Promise((r) => setTimeout(r, 200));
      const received = receivedBy('race.test');
      expect(received).toHaveLength(count);
      expect(new Set(received.map((m) => m.messageId)).size).toBe(count);
    } finally {
      await other.close();
    }
  });
});

describe('a mail server that never answers', () => {
  it('times the attempt out and keeps the message queued for a retry', async () => {
    // Accepts connections and then says nothing, as a hung server does.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const t = await createTestApp('sqlite', {
      SMTP_URL: `smtp://127.0.0.1:${port}?greetingTimeout=300&connectionTimeout=300&socketTimeout=300`,
    });
    try {
      await t.app.mail.mailer.send({ to: 'x@silent.test', subject: 'Hello', text: 'x', html: 'x' });
      await t.app.mail.runOnce();
      const row = () =>
        t.app.db.kysely
          .selectFrom('mail_outbox')
          .select(['status', 'attempts', 'last_error'])
          .executeTakeFirstOrThrow();
      await expect.poll(async () => (await row()).status, { timeout: 10_000 }).toBe('queued');
      expect(await row()).toMatchObject({
        attempts: 1,
        last_error: expect.stringMatching(/timeout/i),
      });
    } finally {
      await t.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe('npm run admin -- mail', () => {
  it('lists undelivered e-mail and puts failed e-mail back in the queue', async () => {
    const t = await createTestApp('sqlite', { MAIL_WORKER_ENABLED: 'false' });
    try {
      await t.app.mail.mailer.send({ to: 'a@cli.test', subject: 'Waiting', text: 'x', html: 'x' });
      await t.app.mail.mailer.send({ to: 'b@cli.test', subject: 'Given up', text: 'x', html: 'x' });
      await t.app.db.kysely
        .updateTable('mail_outbox')
        .set({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: '550 no such user' })
        .where('to_address', '=', 'b@cli.test')
        .execute();
      const { DATABASE_URL: _ignored, ...withoutDatabaseUrl } = process.env;
      const admin = (...args: string[]) =>
        promisify(execFile)(
          process.execPath,
          ['--conditions=source', '--import', 'tsx', 'apps/server/src/admin-cli.ts', ...args],
          { env: { ...withoutDatabaseUrl, DATA_DIR: t.config.dataDir } },
        );
      const list = await admin('mail');
      expect(list.stdout).toMatch(/\tqueued\tattempts 0\t.*\ta@cli\.test\tWaiting/);
      expect(list.stdout).toMatch(
        /\tfailed\tattempts 12\t.*\tb@cli\.test\tGiven up\t550 no such user/,
      );
      expect(list.stdout).toMatch(/1 queued \(oldest \d+ s\), 1 failed/);

      expect((await admin('mail', 'retry')).stdout).toMatch(/^1 e-mail\(s\) back in the queue/);
      expect(await t.app.mail.stats()).toMatchObject({ queued: 2, failed: 0 });
    } finally {
      await t.close();
    }
  });
});
