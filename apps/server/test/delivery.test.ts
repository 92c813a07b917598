import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../src/modules/mail/mail.queue.js';
import { allMailSent, publishedCourse } from './helpers/fixtures.js';
import { dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

// A leader sees which invitations and assignment e-mails did not arrive, and sends them again.
describe.each(dialects)('delivery of invitations on %s', (dialect) => {
  // The worker runs when the test says (no poll), so the clock moves only between attempts.
  const { t, mail: sink } = useTestApp(dialect, {
    mail: true,
    env: { AUTH_RATE_LIMIT_PER_IP: '1000', MAIL_POLL_SECONDS: '3600' },
  });
  let ada: TestClient;
  let bob: TestClient;
  let groupId: string;
  let courseId: string;

  const outboxTo = (email: string) =>
    t.app.db.kysely
      .selectFrom('mail_outbox')
      .select(['id', 'status', 'attempts', 'next_attempt_at', 'link'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const member = async (email: string) =>
    (await ada.get(`/api/v1/groups/${groupId}/members?q=${email}`)).json().items[0];
  const assignee = async (email: string) =>
    (await ada.get(`/api/v1/courses/${courseId}/assignees?q=${email}`)).json().items[0];
  const received = (email: string) => sink.to(email);

  /**
   * The e-mails to `email` once no pass holds them: a commit's nudge may start a pass of its
   * own that the test's runOnce does not await.
   */
  async function settledOutboxTo(email: string) {
    const deadline = Date.now() + 5000;
    for (;;) {
      const rows = await outboxTo(email);
      if (rows.every((r) => r.status !== 'sending') || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Lets the queue try until every e-mail to `email` has failed for good. */
  async function failForGood(email: string) {
    // Passes the test did not start count attempts too; the caller checks there were MAX_ATTEMPTS.
    for (let i = 0; i < 2 * MAX_ATTEMPTS; i++) {
      await t.app.mail.runOnce();
      const rows = await settledOutboxTo(email);
      if (rows.every((r) => r.status === 'failed')) return;
      const next = Math.max(...rows.map((r) => new Date(r.next_attempt_at).getTime()));
      t.clock.set(new Date(Math.max(next, t.clock.now().getTime())));
    }
    throw new Error(`e-mail to ${email} still not failed after ${MAX_ATTEMPTS} attempts`);
  }

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com', 'a-strong-passphrase', 'Ada');
    bob = await t.signedUp('bob@example.com', 'a-strong-passphrase', 'Bob');
    groupId = (await ada.post('/api/v1/groups', { name: 'Crew', description: '' })).json().id;
    courseId = (await publishedCourse(ada, 'Ropes')).id;
    await ada.post(`/api/v1/courses/${courseId}/assignees`, { groupIds: [groupId] });
    await allMailSent(t, { run: true });
  });

  it('shows an invitation the mail server refused through every retry as failed on both lists; a resend delivers it with the same link', async () => {
    sink.refuse(true);
    const email = 'carol@refused.test';
    const added = await ada.post(`/api/v1/groups/${groupId}/members`, { emails: [email] });
    expect(added.json()).toMatchObject({ added: 1, invited: 1 });
    expect((await member(email)).delivery).toBe('queued');
    expect((await assignee(email)).delivery).toBe('queued');

    await failForGood(email);
    const [failed] = await outboxTo(email);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(received(email)).toHaveLength(0);
    expect((await member(email)).delivery).toBe('failed');
    const row = await assignee(email);
    expect(row.delivery).toBe('failed');
    sink.refuse(false);

    // Another leader's resend finds nothing, and changes nothing.
    const memberId = (await member(email)).id;
    const other = await bob.post(`/api/v1/groups/${groupId}/members/${memberId}/resend`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('not_found');
    const other2 = await bob.post(`/api/v1/courses/${courseId}/assignees/${row.id}/resend`);
    expect(other2.statusCode).toBe(404);
    expect((await outboxTo(email))[0]!.status).toBe('failed');

    const resent = await ada.post(`/api/v1/courses/${courseId}/assignees/${row.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(204);
    expect((await member(email)).delivery).toBe('queued');
    await t.app.mail.runOnce();
    const mail = await sink.waitFor(email, /invited you|New course/);
    // The same message (one id, one link), and the link still opens the invitation.
    expect(received(email)).toHaveLength(1);
    expect(mail.messageId).toBe(`<${failed!.id}@slidewise.test>`);
    const link = /\/invite\/([\w-]+)/.exec(mail.text ?? '')![1]!;
    expect(failed!.link).toContain(`/invite/${link}`);
    expect((await t.client().get(`/api/v1/invitations/${link}`)).json()).toMatchObject({
      email,
      joined: false,
    });
    expect((await member(email)).delivery).toBe('sent');
    expect((await assignee(email)).delivery).toBe('sent');

    // Nothing refused any more: nothing to resend.
    const again = await ada.post(`/api/v1/groups/${groupId}/members/${memberId}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('nothing_to_resend');
  });

  it('fails an address the mail server refuses outright at once, and resends it from the members list', async () => {
    const email = 'dan@nowhere.test';
    sink.rejectRecipient(email, true);
    await ada.post(`/api/v1/groups/${groupId}/members`, { emails: [email] });
    await t.app.mail.runOnce();
    expect(await outboxTo(email)).toMatchObject([{ status: 'failed', attempts: 1 }]);
    expect((await member(email)).delivery).toBe('failed');

    sink.rejectRecipient(email, false);
    const memberId = (await member(email)).id;
    const resent = await ada.post(`/api/v1/groups/${groupId}/members/${memberId}/resend`);
    expect(resent.statusCode).toBe(204);
    await t.app.mail.runOnce();
    await sink.waitFor(email);
    expect(received(email)).toHaveLength(1);
    expect((await member(email)).delivery).toBe('sent');
    // An unknown member is 404.
    expect((await ada.post(`/api/v1/groups/${groupId}/members/nope/resend`)).statusCode).toBe(404);
  });
});
