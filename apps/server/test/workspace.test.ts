import { describe, expect, it } from 'vitest';
import { countRows, dialects } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dialects)('a learner starts a workspace on %s', (dialect) => {
  const { t, mail } = useTestApp(dialect, { mail: true, env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });

  it('turns a learner-only account into a leader with a 14-day trial, keeping its learning', async () => {
    const ada = t.client();
    await ada.signUp('ada@example.com');
    const course = (await ada.post('/api/v1/courses', { title: 'Safety' })).json();
    await ada.post(`/api/v1/courses/${course.id}/slides`, { kind: 'content', title: 'One' });
    await ada.patch(`/api/v1/courses/${course.id}`, {
      status: 'published',
      version: course.version,
    });
    await ada.post(`/api/v1/courses/${course.id}/assignees`, { emails: ['lee@example.com'] });
    const invite = await mail.waitFor('lee@example.com');
    const token = /\/invite\/([\w-]+)/.exec(invite.text ?? '')![1]!;
    const lee = t.client();
    const accepted = await lee.post(`/api/v1/invitations/${token}/accept`, {
      name: 'Lee',
      password: 'a-strong-passphrase',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await lee.get('/api/v1/me')).json().leader).toBeNull();
    expect((await lee.get('/api/v1/subscription')).statusCode).toBe(404);
    expect((await lee.post('/api/v1/courses', { title: 'Mine' })).statusCode).toBe(403);
    const leaders = await countRows(t.app, 'leaders');

    t.clock.advance(DAY);
    const res = await lee.post('/api/v1/me/workspace');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().leader.subscription).toMatchObject({
      plan: 'FREE',
      trial: { status: 'active', daysLeft: 14 },
    });
    expect(await countRows(t.app, 'leaders')).toBe(leaders + 1);
    const sub = (await lee.get('/api/v1/subscription')).json();
    expect(new Date(sub.expiresAt).getTime()).toBe(t.clock.now().getTime() + 14 * DAY);
    expect((await lee.post('/api/v1/courses', { title: 'Mine' })).statusCode).toBe(201);
    // The course assigned to them is still theirs to learn.
    const learning = (await lee.get('/api/v1/learning')).json();
    expect(
      learning.items.map((i: { courseId?: string; id?: string }) => i.courseId ?? i.id),
    ).toContain(course.id);
  });

  it('answers 409 to an account that already has a workspace, changing nothing', async () => {
    const bob = t.client();
    await bob.signUp('bob@example.com');
    const before = (await bob.get('/api/v1/subscription')).json();
    t.clock.advance(DAY);
    const res = await bob.post('/api/v1/me/workspace');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');
    expect((await bob.get('/api/v1/subscription')).json()).toEqual({
      ...before,
      trial: { ...before.trial, daysLeft: before.trial.daysLeft - 1 },
    });
  });

  it('needs a session', async () => {
    const res = await t.client().post('/api/v1/me/workspace');
    expect(res.statusCode).toBe(401);
  });
});
