import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestApp, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

// Modules talk through the event hub; its listeners run in the announcer's transaction,
// so a listener that fails undoes the whole change, the announcer's and the other listeners'.
describe.each(dialects)('module events on %s', (dialect) => {
  const { t } = useTestApp(dialect, {
    env: { MAIL_WORKER_ENABLED: 'false', REMINDERS_ENABLED: 'false' },
  });
  let ada: TestClient;
  let courseId: string;
  let groupId: string;

  const count = async (table: 'group_members' | 'assignments' | 'invitations' | 'mail_outbox') =>
    Number(
      (
        await t.app.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** A listener that fails, added after the modules' own (so theirs have run). */
  const failing = <N extends Parameters<TestApp['app']['events']['on']>[0]>(name: N) =>
    t.app.events.on(name, async () => {
      throw new Error(`${name} listener failed`);
    });

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com', 'a-strong-passphrase', 'Ada');
    courseId = (await ada.post('/api/v1/courses', { title: 'Safety' })).json().id;
    await ada.post(`/api/v1/courses/${courseId}/slides`, {
      kind: 'content',
      title: 'One',
      body: doc('one'),
    });
    await ada.patch(`/api/v1/courses/${courseId}`, { version: 1, status: 'published' });
    groupId = (await ada.post('/api/v1/groups', { name: 'Crew' })).json().id;
    await ada.post(`/api/v1/courses/${courseId}/assignees`, { groupIds: [groupId] });
  });

  it('rolls back adding members when a membership listener fails', async () => {
    const before = await Promise.all([
      count('group_members'),
      count('assignments'),
      count('invitations'),
      count('mail_outbox'),
    ]);
    const off = failing('membersJoined');
    try {
      const res = await ada.post(`/api/v1/groups/${groupId}/members`, {
        emails: ['kim@example.com'],
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe('internal_error');
    } finally {
      off();
    }
    expect(
      await Promise.all([
        count('group_members'),
        count('assignments'),
        count('invitations'),
        count('mail_outbox'),
      ]),
    ).toEqual(before);
    // Without it, the same request adds Kim, assigns the group's course and invites her.
    const ok = await ada.post(`/api/v1/groups/${groupId}/members`, { emails: ['kim@example.com'] });
    expect(ok.json()).toEqual({ added: 1, alreadyMembers: 0, invited: 1 });
    expect(
      await Promise.all([count('group_members'), count('assignments'), count('invitations')]),
    ).toEqual([before[0]! + 1, before[1]! + 1, before[2]! + 1]);
  });

  it('rolls back a republish with retraining when its listener fails', async () => {
    const off = failing('courseRetrained');
    try {
      const res = await ada.patch(`/api/v1/courses/${courseId}`, {
        version: 2,
        title: 'Safety, again',
        status: 'published',
        retrain: true,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      off();
    }
    const course = (await ada.get(`/api/v1/courses/${courseId}`)).json();
    expect([course.title, course.version]).toEqual(['Safety', 2]);
  });

  it('attaches nothing of what waited for an address when a listener of its proof fails', async () => {
    await ada.post(`/api/v1/groups/${groupId}/members`, { emails: ['lou@example.com'] });
    const lou = t.client();
    const { id } = await lou.signUp('lou@example.com', 'a-strong-passphrase', 'Lou', {
      verify: false,
    });
    const off = failing('addressProven');
    try {
      await lou.get(await lou.verificationPath('lou@example.com', id));
    } finally {
      off();
    }
    const attached = await Promise.all(
      (['group_members', 'assignments'] as const).map(async (table) =>
        (
          await t.app.db.kysely
            .selectFrom(table)
            .select('user_id')
            .where('email', '=', 'lou@example.com')
            .execute()
        ).map((r) => r.user_id),
      ),
    );
    // Both the groups' and the assignments' listeners ran, and both were undone.
    expect(attached).toEqual([[null], [null]]);
  });
});
