import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const quiz = {
  question: 'Pick B',
  options: ['A', 'B', 'C'],
  correct: [1],
  multiple: false,
  explanation: 'B is right.',
};

describe.each(dialects)('assignments and learning on %s', (dialect) => {
  const { t, mail } = useTestApp(dialect, { mail: true, env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  let ada: TestClient;
  let bob: TestClient;
  let courseId: string;
  let slideIds: string[];

  const inFuture = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
  const assignees = async (query = '') =>
    (await ada.get(`/api/v1/courses/${courseId}/assignees${query}`)).json();
  // What leaders' actions send (the sign-up verification e-mail is not one of them).
  const sentTo = (email: string) => mail.to(email, { actions: true });

  async function publishedCourse(owner: TestClient, title: string) {
    const course = (await owner.post('/api/v1/courses', { title })).json();
    const ids: string[] = [];
    ids.push(
      (
        await owner.post(`/api/v1/courses/${course.id}/slides`, {
          kind: 'content',
          title: 'One',
          body: doc('one'),
        })
      ).json().id,
    );
    ids.push(
      (
        await owner.post(`/api/v1/courses/${course.id}/slides`, {
          kind: 'quiz',
          title: 'Two',
          quiz,
        })
      ).json().id,
    );
    ids.push(
      (
        await owner.post(`/api/v1/courses/${course.id}/slides`, {
          kind: 'content',
          title: 'Three',
          body: doc('three'),
        })
      ).json().id,
    );
    const published = await owner.patch(`/api/v1/courses/${course.id}`, {
      version: 1,
      status: 'published',
    });
    expect(published.statusCode).toBe(200);
    return { id: course.id as string, slideIds: ids };
  }

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com', 'a-strong-passphrase', 'Ada');
    bob = await t.signedUp('bob@example.com', 'a-strong-passphrase', 'Bob');
    ({ id: courseId, slideIds } = await publishedCourse(ada, 'Safety basics'));
  });

  it('refuses a draft course, a past due date and a bad address', async () => {
    const draft = (await ada.post('/api/v1/courses', { title: 'Draft' })).json();
    const res = await ada.post(`/api/v1/courses/${draft.id}/assignees`, {
      emails: ['bob@example.com'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details[0].code).toBe('not_published');
    const past = await ada.post(`/api/v1/courses/${courseId}/assignees`, {
      emails: ['bob@example.com'],
      dueAt: inFuture(-1),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.details[0].path).toBe('dueAt');
    const bad = await ada.post(`/api/v1/courses/${courseId}/assignees`, {
      emails: ['bob@example.com', 'nope'],
    });
    expect(bad.json().error.details).toEqual([
      { path: 'emails.1', code: 'invalid_email', message: 'nope' },
    ]);
    expect((await assignees()).total).toBe(0);
  });

  it('assigns people once, invites those without an account, and e-mails everyone', async () => {
    const res = await ada.post(`/api/v1/courses/${courseId}/assignees`, {
      emails: ['Bob@example.com', 'carol@example.com'],
      dueAt: inFuture(7),
      message: 'Please finish by Friday.',
    });
    expect(res.json()).toEqual({ assigned: 2, alreadyAssigned: 0, invited: 1 });
    await expect.poll(() => sentTo('bob@example.com').length).toBe(1);
    expect(sentTo('bob@example.com')[0]!.subject).toBe('New course: Safety basics');
    expect(sentTo('bob@example.com')[0]!.text).toContain('Please finish by Friday.');
    expect(sentTo('bob@example.com')[0]!.text).toContain(`/learn/${courseId}`);
    await expect.poll(() => sentTo('carol@example.com').length).toBe(1);
    expect(sentTo('carol@example.com')[0]!.text).toMatch(/\/invite\//);

    const again = await ada.post(`/api/v1/courses/${courseId}/assignees`, {
      emails: ['bob@example.com'],
    });
    expect(again.json()).toEqual({ assigned: 0, alreadyAssigned: 1, invited: 0 });
    const table = await assignees();
    expect(table.total).toBe(2);
    expect(table.items[0]).toMatchObject({
      email: 'bob@example.com',
      displayName: 'Bob',
      via: 'direct',
      status: 'not_started',
      progress: 0,
      score: null,
      remindersEnabled: true,
    });
    expect(table.items[1]).toMatchObject({ email: 'carol@example.com', userId: null });
  });

  it('gives the learner the course without the answers, and computes progress on the server', async () => {
    const list = (await bob.get('/api/v1/learning')).json().items;
    expect(list).toMatchObject([
      { courseId, title: 'Safety basics', leaderName: 'Ada', status: 'not_started', slideCount: 3 },
    ]);
    const player = (await bob.get(`/api/v1/learning/${courseId}`)).json();
    expect(player.slides.map((s: { title: string }) => s.title)).toEqual(['One', 'Two', 'Three']);
    expect(player.slides[1].quiz).toEqual({
      question: 'Pick B',
      options: ['A', 'B', 'C'],
      multiple: false,
    });
    expect(JSON.stringify(player)).not.toContain('B is right.');

    const progress = (body: Record<string, unknown>) =>
      bob.post(`/api/v1/learning/${courseId}/progress`, body);
    const first = await progress({ slideId: slideIds[0] });
    expect(first.json()).toMatchObject({
      status: 'in_progress',
      progress: 33,
      score: null,
      completedAt: null,
      feedback: null,
    });
    // The same event again changes nothing.
    expect((await progress({ slideId: slideIds[0] })).json().progress).toBe(33);

    expect((await progress({ slideId: slideIds[1], answer: [7] })).statusCode).toBe(422);
    expect((await progress({ slideId: slideIds[1], answer: [0, 1] })).statusCode).toBe(422);
    expect((await progress({ slideId: slideIds[0], answer: [1] })).statusCode).toBe(422);
    const wrong = (await progress({ slideId: slideIds[1], answer: [0] })).json();
    expect(wrong).toMatchObject({
      progress: 66,
      score: null,
      feedback: { correct: false, correctOptions: [1], explanation: 'B is right.' },
    });
    // The first answer stands: answering again after seeing the solution does not change the score.
    expect((await progress({ slideId: slideIds[1], answer: [1] })).json()).toMatchObject({
      progress: 66,
      feedback: { correct: false },
    });

    const done = (await progress({ slideId: slideIds[2] })).json();
    expect(done).toMatchObject({ status: 'completed', progress: 100, score: 0 });
    expect(done.completedAt).toBe(t.clock.now().toISOString());
    const row = await assignees('?status=completed');
    expect(row.items).toMatchObject([
      { email: 'bob@example.com', status: 'completed', progress: 100, score: 0 },
    ]);
    const resumed = (await bob.get(`/api/v1/learning/${courseId}`)).json();
    expect(resumed.course.lastSlideId).toBe(slideIds[2]);
    expect(resumed.slides[1]).toMatchObject({
      viewed: true,
      answer: [0],
      feedback: { correct: false },
    });
  });

  it('keeps concurrent progress from two devices consistent', async () => {
    const { id, slideIds: ids } = await publishedCourse(ada, 'Concurrent');
    await ada.post(`/api/v1/courses/${id}/assignees`, { emails: ['bob@example.com'] });
    const phone = bob.clone();
    await Promise.all([
      bob.post(`/api/v1/learning/${id}/progress`, { slideId: ids[0] }),
      phone.post(`/api/v1/learning/${id}/progress`, { slideId: ids[2] }),
      bob.post(`/api/v1/learning/${id}/progress`, { slideId: ids[1], answer: [1] }),
      phone.post(`/api/v1/learning/${id}/progress`, { slideId: ids[0] }),
    ]);
    const card = (await bob.get('/api/v1/learning'))
      .json()
      .items.find((c: { courseId: string }) => c.courseId === id);
    expect(card).toMatchObject({ status: 'completed', progress: 100, score: 100 });
  });

  it('answers 404 for progress on another course’s slide, an unassigned course, and another leader’s assignees', async () => {
    const other = await publishedCourse(ada, 'Not for Bob');
    expect(
      (await bob.post(`/api/v1/learning/${courseId}/progress`, { slideId: other.slideIds[0] }))
        .statusCode,
    ).toBe(404);
    expect((await bob.get(`/api/v1/learning/${other.id}`)).statusCode).toBe(404);
    expect(
      (await bob.post(`/api/v1/learning/${other.id}/progress`, { slideId: other.slideIds[0] }))
        .statusCode,
    ).toBe(404);
    expect((await bob.get(`/api/v1/courses/${courseId}/assignees`)).statusCode).toBe(404);
    expect(
      (await bob.post(`/api/v1/courses/${courseId}/assignees`, { emails: ['x@example.com'] }))
        .statusCode,
    ).toBe(404);
    const table = await assignees();
    const carol = table.items.find((a: { email: string }) => a.email === 'carol@example.com');
    expect(
      (await bob.patch(`/api/v1/courses/${courseId}/assignees/${carol.id}`, { dueAt: null }))
        .statusCode,
    ).toBe(404);
    expect((await bob.delete(`/api/v1/courses/${courseId}/assignees/${carol.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await bob.post(`/api/v1/courses/${courseId}/assignees/${carol.id}/remind`)).statusCode,
    ).toBe(404);
  });

  it('follows group semantics: members now and later, and leaving removes only what has not started', async () => {
    const { id } = await publishedCourse(ada, 'Group course');
    const group = (await ada.post('/api/v1/groups', { name: 'Crew' })).json();
    await ada.post(`/api/v1/groups/${group.id}/members`, {
      emails: ['bob@example.com', 'dan@example.com'],
    });
    const assigned = await ada.post(`/api/v1/courses/${id}/assignees`, { groupIds: [group.id] });
    expect(assigned.json()).toMatchObject({ assigned: 2 });
    const table = async () => (await ada.get(`/api/v1/courses/${id}/assignees`)).json().items;
    expect((await table()).map((a: { email: string; via: string }) => [a.email, a.via])).toEqual([
      ['bob@example.com', 'Crew'],
      ['dan@example.com', 'Crew'],
    ]);

    await ada.post(`/api/v1/groups/${group.id}/members`, { emails: ['erin@example.com'] });
    expect((await table()).map((a: { email: string }) => a.email)).toContain('erin@example.com');
    // The group view lists each member's courses from this leader, with progress.
    const listed = (await ada.get(`/api/v1/groups/${group.id}/members?q=erin`)).json().items[0];
    expect(listed.courses).toEqual([
      { courseId: id, title: 'Group course', status: 'not_started', progress: 0 },
    ]);

    const slide = (await ada.get(`/api/v1/courses/${id}/slides`)).json().items[0];
    await bob.post(`/api/v1/learning/${id}/progress`, { slideId: slide.id });
    const members = (await ada.get(`/api/v1/groups/${group.id}/members`)).json().items;
    for (const m of members.filter((m: { email: string }) => m.email !== 'erin@example.com')) {
      await ada.delete(`/api/v1/groups/${group.id}/members/${m.id}`);
    }
    // Bob had started: his assignment stays. Dan had not: his went.
    expect((await table()).map((a: { email: string }) => a.email)).toEqual([
      'bob@example.com',
      'erin@example.com',
    ]);

    // Directly assigned as well: leaving the group does not take it away.
    await ada.post(`/api/v1/courses/${id}/assignees`, { emails: ['erin@example.com'] });
    await ada.delete(`/api/v1/groups/${group.id}`);
    expect((await table()).map((a: { email: string; via: string }) => [a.email, a.via])).toEqual([
      ['bob@example.com', 'direct'],
      ['erin@example.com', 'direct'],
    ]);
    expect(
      (await ada.post(`/api/v1/courses/${id}/assignees`, { groupIds: ['nope'] })).statusCode,
    ).toBe(422);
  });

  it('shows overdue, edits due dates, reminds on demand, and keeps completed records when removed', async () => {
    const carol = (await assignees('?q=carol')).items[0];
    t.clock.advance(8 * DAY);
    try {
      expect(
        (await assignees('?status=overdue')).items.map((a: { email: string }) => a.email),
      ).toEqual(['carol@example.com']);
      const moved = await ada.patch(`/api/v1/courses/${courseId}/assignees/${carol.id}`, {
        dueAt: inFuture(3),
        remindersEnabled: false,
      });
      expect(moved.json()).toMatchObject({ status: 'not_started', remindersEnabled: false });

      const bobRow = (await assignees('?q=bob')).items[0];
      expect(
        (await ada.post(`/api/v1/courses/${courseId}/assignees/${bobRow.id}/remind`)).statusCode,
      ).toBe(409);
      const before = sentTo('carol@example.com').length;
      expect(
        (await ada.post(`/api/v1/courses/${courseId}/assignees/${carol.id}/remind`)).statusCode,
      ).toBe(204);
      await expect.poll(() => sentTo('carol@example.com').length).toBe(before + 1);

      // The course's assignee count is exact, in its detail and in the course list alike.
      const assigneeCounts = async () => [
        (await ada.get(`/api/v1/courses/${courseId}`)).json().assigneeCount,
        (await ada.get('/api/v1/courses?pageSize=100'))
          .json()
          .items.find((c: { id: string }) => c.id === courseId).assigneeCount,
      ];
      expect(await assigneeCounts()).toEqual([2, 2]);
      expect(
        (await ada.delete(`/api/v1/courses/${courseId}/assignees/${bobRow.id}`)).statusCode,
      ).toBe(204);
      expect((await assignees()).items.map((a: { email: string }) => a.email)).toEqual([
        'carol@example.com',
      ]);
      expect(await assigneeCounts()).toEqual([1, 1]);
      const kept = await t.app.db.kysely
        .selectFrom('assignments')
        .select('status')
        .where('id', '=', bobRow.id)
        .executeTakeFirst();
      expect(kept?.status).toBe('completed');
      expect(
        (await ada.delete(`/api/v1/courses/${courseId}/assignees/${bobRow.id}?deleteRecord=true`))
          .statusCode,
      ).toBe(204);
      expect(
        await t.app.db.kysely
          .selectFrom('assignments')
          .select('id')
          .where('id', '=', bobRow.id)
          .executeTakeFirst(),
      ).toBeUndefined();
    } finally {
      t.clock.advance(-8 * DAY);
    }
  });

  it('takes a deleted course off My learning', async () => {
    const { id } = await publishedCourse(ada, 'Soon gone');
    await ada.post(`/api/v1/courses/${id}/assignees`, { emails: ['bob@example.com'] });
    expect(
      (await bob.get('/api/v1/learning')).json().items.map((c: { courseId: string }) => c.courseId),
    ).toContain(id);
    await ada.delete(`/api/v1/courses/${id}`);
    expect(
      (await bob.get('/api/v1/learning')).json().items.map((c: { courseId: string }) => c.courseId),
    ).not.toContain(id);
    expect((await bob.get(`/api/v1/learning/${id}`)).statusCode).toBe(404);
  });

  it('attaches pending assignments when the invited person signs up', async () => {
    const carol = t.client();
    await carol.signUp('carol@example.com', 'carol at last', 'Carol');
    const items = (await carol.get('/api/v1/learning')).json().items;
    expect(items.map((c: { courseId: string }) => c.courseId)).toContain(courseId);
  });

  it('caps FREE at 25 people after the trial, counting people rather than assignments', async () => {
    const leader = t.client();
    await leader.signUp('capped@example.com');
    const first = await publishedCourse(leader, 'Cap one');
    const second = await publishedCourse(leader, 'Cap two');
    const people = Array.from({ length: 25 }, (_, i) => `p${i}@example.com`);
    expect(
      (await leader.post(`/api/v1/courses/${first.id}/assignees`, { emails: people })).statusCode,
    ).toBe(200);
    t.clock.advance(15 * DAY);
    try {
      expect(
        (await leader.post(`/api/v1/courses/${second.id}/assignees`, { emails: people }))
          .statusCode,
      ).toBe(200);
      const over = await leader.post(`/api/v1/courses/${second.id}/assignees`, {
        emails: ['p25@example.com'],
      });
      expect(over.statusCode).toBe(402);
      expect(over.json().error).toMatchObject({
        code: 'plan_limit',
        details: { limit: 'assignees', max: 25 },
      });
    } finally {
      t.clock.advance(-15 * DAY);
    }
  });
});
