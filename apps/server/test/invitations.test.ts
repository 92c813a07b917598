import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const quiz = { question: 'Pick B', options: ['A', 'B'], correct: [1], multiple: false };

// Issue 18 (invite and assign you can trust) and issue 20 finding 2 (an invited
// address is claimed only through the link or after verifying it).
describe.each(dialects)('invitations and the figures learners see, on %s', (dialect) => {
  const { t, mail } = useTestApp(dialect, { mail: true, env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  let ada: TestClient;
  let bob: TestClient;
  let course: { id: string; slideIds: string[] };
  const MESSAGE = 'Please finish before the audit.';

  const to = (email: string) => mail.to(email, { actions: true });
  const tokenIn = (text: string | undefined) => /\/invite\/([\w-]+)/.exec(text ?? '')![1]!;
  const assignee = async (email: string) =>
    (await ada.get(`/api/v1/courses/${course.id}/assignees?q=${email}`)).json().items[0];

  async function publishedCourse(title: string) {
    const created = (await ada.post('/api/v1/courses', { title })).json();
    const slideIds: string[] = [];
    for (const slide of [
      { kind: 'content', title: 'One', body: doc('one') },
      { kind: 'quiz', title: 'Two', quiz },
      { kind: 'content', title: 'Three', body: doc('three') },
    ]) {
      slideIds.push((await ada.post(`/api/v1/courses/${created.id}/slides`, slide)).json().id);
    }
    const published = await ada.patch(`/api/v1/courses/${created.id}`, {
      version: 1,
      status: 'published',
    });
    expect(published.statusCode).toBe(200);
    return { id: created.id as string, slideIds };
  }

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com', 'a-strong-passphrase', 'Ada');
    bob = await t.signedUp('bob@example.com', 'a-strong-passphrase', 'Bob');
    course = await publishedCourse('Fire safety');
  });

  it('sends one e-mail per person per action, naming the course, the due date and the message', async () => {
    const res = await ada.post(`/api/v1/courses/${course.id}/assignees`, {
      emails: ['bob@example.com', 'carol@example.com'],
      dueAt: '2026-03-20T17:00:00.000Z',
      message: MESSAGE,
    });
    expect(res.json()).toEqual({ assigned: 2, alreadyAssigned: 0, invited: 1 });

    await expect.poll(() => to('carol@example.com').length).toBe(1);
    await expect.poll(() => to('bob@example.com').length).toBe(1);
    const [forBob] = to('bob@example.com');
    expect(forBob!.subject).toBe('New course: Fire safety');
    expect(forBob!.text).toContain('Due: March 20, 2026.');
    expect(forBob!.text).toContain(`Message from Ada: ${MESSAGE}`);
    expect(forBob!.text).toContain(`${t.config.publicUrl}/learn/${course.id}`);
    const [forCarol] = to('carol@example.com');
    expect(forCarol!.subject).toBe('Ada invited you to Slidewise: Fire safety');
    expect(forCarol!.text).toContain('Due: March 20, 2026.');
    expect(forCarol!.text).toContain(`Message from Ada: ${MESSAGE}`);
    expect(forCarol!.text).toMatch(new RegExp(`${t.config.publicUrl}/invite/[\\w-]{40,}`));

    // The message is on the learner's card too.
    const card = (await bob.get('/api/v1/learning')).json().items[0];
    expect(card).toMatchObject({ courseId: course.id, message: MESSAGE });

    // Joining a group that has courses: one e-mail naming them; nothing new, no e-mail.
    const group = (await ada.post('/api/v1/groups', { name: 'Night shift' })).json();
    await ada.post(`/api/v1/courses/${course.id}/assignees`, { groupIds: [group.id] });
    await ada.post(`/api/v1/groups/${group.id}/members`, {
      emails: ['dan@example.com', 'bob@example.com'],
    });
    await expect.poll(() => to('dan@example.com').length).toBe(1);
    expect(to('dan@example.com')[0]!.subject).toBe('Ada invited you to Slidewise: Fire safety');
    expect(to('bob@example.com')).toHaveLength(1);
  });

  it('keeps an earlier invitation link valid after a later one, and then answers "already joined"', async () => {
    const carol = await assignee('carol@example.com');
    expect(
      (await ada.post(`/api/v1/courses/${course.id}/assignees/${carol.id}/remind`)).statusCode,
    ).toBe(204);
    await expect.poll(() => to('carol@example.com').length).toBe(2);
    const [first, second] = to('carol@example.com').map((m) => tokenIn(m.text));
    expect(first).not.toBe(second);
    expect(to('carol@example.com')[1]!.text).toContain(MESSAGE);
    for (const token of [first, second]) {
      expect((await t.client().get(`/api/v1/invitations/${token}`)).json()).toMatchObject({
        email: 'carol@example.com',
        joined: false,
        redirectTo: `/learn/${course.id}`,
      });
    }

    // The first e-mail's link still works, and leads straight into the course.
    const carolClient = t.client();
    const accepted = await carolClient.post(`/api/v1/invitations/${first}/accept`, {
      name: 'Carol',
      password: 'carol joins today',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ redirectTo: `/learn/${course.id}` });
    expect((await carolClient.get(`/api/v1/learning/${course.id}`)).statusCode).toBe(200);
    expect((await carolClient.get('/api/v1/me')).json().user.emailVerified).toBe(true);

    // Every link to the address now says "already joined: sign in".
    for (const token of [first, second]) {
      expect((await t.client().get(`/api/v1/invitations/${token}`)).json()).toMatchObject({
        joined: true,
        accountExists: true,
        redirectTo: `/learn/${course.id}`,
      });
    }
    // Even once expired: an old link still knows she joined.
    t.clock.advance(15 * DAY);
    try {
      expect((await t.client().get(`/api/v1/invitations/${second}`)).json().joined).toBe(true);
    } finally {
      t.clock.advance(-15 * DAY);
    }
  });

  it('shows the same progress, status and score on the assignee list, the reports and the learner’s card when quizzes are skipped', async () => {
    // Bob opens every slide but never answers the quiz; the due date then passes.
    for (const slideId of course.slideIds) {
      await bob.post(`/api/v1/learning/${course.id}/progress`, { slideId });
    }
    t.clock.set('2026-03-25T09:00:00.000Z');
    try {
      const expected = { status: 'overdue', progress: 66, score: null };
      expect(await assignee('bob@example.com')).toMatchObject(expected);
      const card = (await bob.get('/api/v1/learning'))
        .json()
        .items.find((c: { courseId: string }) => c.courseId === course.id);
      expect(card).toMatchObject(expected);
      const people = (await ada.get('/api/v1/reports/people?q=bob')).json().items;
      expect(people).toMatchObject([
        { email: 'bob@example.com', completed: 0, overdue: 1, averageScore: null },
      ]);
      const detail = (await ada.get(`/api/v1/reports/people/${people[0].personId}`)).json();
      expect(detail.assignments).toMatchObject([{ courseId: course.id, ...expected }]);
      const byCourse = (await ada.get('/api/v1/reports/courses')).json().items;
      expect(byCourse).toMatchObject([{ courseId: course.id, completed: 0, averageScore: null }]);

      // Answering the quiz completes it, and every view agrees again.
      const done = (
        await bob.post(`/api/v1/learning/${course.id}/progress`, {
          slideId: course.slideIds[1],
          answer: [1],
        })
      ).json();
      const completed = { status: 'completed', progress: 100, score: 100 };
      expect(done).toMatchObject(completed);
      expect(await assignee('bob@example.com')).toMatchObject(completed);
      expect(
        (await ada.get(`/api/v1/reports/people/${people[0].personId}`)).json().assignments,
      ).toMatchObject([completed]);
    } finally {
      t.clock.set('2026-03-01T09:00:00.000Z');
    }
  });

  it('gives a plain sign-up with an invited address nothing of the leader’s until the address is verified', async () => {
    const group = (await ada.post('/api/v1/groups', { name: 'Audit team' })).json();
    await ada.post(`/api/v1/groups/${group.id}/members`, { emails: ['erin@example.com'] });
    await ada.post(`/api/v1/courses/${course.id}/assignees`, { emails: ['erin@example.com'] });

    // The squatter cannot even use the account: it waits for the address to be confirmed.
    const squatter = t.client();
    await squatter.signUp('erin@example.com', 'not really erin', 'Mallory', { verify: false });
    expect((await squatter.get('/api/v1/me')).statusCode).toBe(401);
    const refused = await squatter.post('/api/auth/sign-in/email', {
      email: 'erin@example.com',
      password: 'not really erin',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('email_not_verified');
    expect((await squatter.get(`/api/v1/learning/${course.id}`)).statusCode).toBe(401);
    const members = (await ada.get(`/api/v1/groups/${group.id}/members`)).json().items;
    expect(members).toMatchObject([{ email: 'erin@example.com', status: 'invited', userId: null }]);
    expect(await assignee('erin@example.com')).toMatchObject({ userId: null });

    // Assigned again after the sign-up: still not attached, and the address gets a link.
    const second = await publishedCourse('Ladder safety');
    const res = await ada.post(`/api/v1/courses/${second.id}/assignees`, {
      emails: ['erin@example.com'],
    });
    expect(res.json()).toMatchObject({ assigned: 1, invited: 1 });
    // Counted by the course it names: the earlier e-mails may still be on their way.
    const aboutLadders = () =>
      to('erin@example.com').filter((m) => (m.text ?? '').includes('Ladder safety'));
    await expect.poll(() => aboutLadders().length).toBe(1);
    expect(await assignee('erin@example.com')).toMatchObject({ userId: null });

    // The verification e-mail went to the address; its link proves it, and the work attaches.
    const verification = await mail.waitFor('erin@example.com', /Confirm your e-mail/);
    const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(verification.text ?? '')![0]);
    const verified = await t.client().get(`${link.pathname}${link.search}`);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/verify-email?done=1');
    const owner = t.client();
    await owner.signIn('erin@example.com', 'not really erin');
    expect((await owner.get('/api/v1/me')).json().user.emailVerified).toBe(true);
    expect(
      (await owner.get('/api/v1/learning'))
        .json()
        .items.map((c: { courseId: string }) => c.courseId)
        .sort(),
    ).toEqual([course.id, second.id].sort());
    expect((await ada.get(`/api/v1/groups/${group.id}/members`)).json().items[0].status).toBe(
      'active',
    );
  });

  it('still attaches at once through the invitation link, and never to another account', async () => {
    await ada.post(`/api/v1/courses/${course.id}/assignees`, { emails: ['frank@example.com'] });
    await expect.poll(() => to('frank@example.com').length).toBe(1);
    const token = tokenIn(to('frank@example.com')[0]!.text);
    // Someone else, signed in, cannot take it.
    expect((await bob.post(`/api/v1/invitations/${token}/accept`)).statusCode).toBe(409);
    expect((await assignee('frank@example.com')).userId).toBeNull();

    const frank = t.client();
    const res = await frank.post(`/api/v1/invitations/${token}/accept`, {
      name: 'Frank',
      password: 'frank is here now',
    });
    expect(res.statusCode).toBe(200);
    expect((await frank.get('/api/v1/learning')).json().items).toMatchObject([
      { courseId: course.id },
    ]);
    // No verification e-mail: the link already proved the address.
    expect(
      mail.messages.some((m) => m.subject?.startsWith('Confirm') && m.text?.includes('frank')),
    ).toBe(false);
    expect((await assignee('frank@example.com')).userId).not.toBeNull();
  });

  it('resends the verification e-mail on request, with the same shape of answer for any address', async () => {
    const grace = t.client();
    await grace.signUp('grace@example.com', 'grace waits here', 'Grace', { verify: false });
    await mail.waitFor('grace@example.com', /Confirm your e-mail/);
    const again = await grace.post('/api/auth/send-verification-email', {
      email: 'grace@example.com',
    });
    expect(again.statusCode).toBe(200);
    await expect
      .poll(
        () =>
          mail
            .to('grace@example.com')
            .filter((m) => m.subject?.startsWith('Confirm') && m.text?.includes('verify-email'))
            .length,
      )
      .toBe(2);
    const bad = await t.client().post('/api/auth/send-verification-email', { email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('validation_failed');
  });

  it('tells the leader what the workspace holds against the plan, so limits show before a form', async () => {
    const details = (await ada.get('/api/v1/subscription')).json();
    // Fire safety and Ladder safety; Bob, Carol, Dan, Erin and Frank; two groups.
    expect(details.usage).toEqual({ courses: 2, assignees: 5, groups: 2 });
    expect(details).toMatchObject({ limited: false, limits: { courses: null, groups: true } });
    t.clock.advance(15 * DAY);
    try {
      expect((await ada.get('/api/v1/subscription')).json()).toMatchObject({
        limited: true,
        limits: { courses: 3, assignees: 25, groups: false },
        usage: { courses: 2 },
      });
    } finally {
      t.clock.advance(-15 * DAY);
    }
  });
});
