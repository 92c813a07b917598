import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';
import { allMailSent, publishedCourse } from './helpers/fixtures.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dialects)('reminders on %s', (dialect) => {
  const { t, mail } = useTestApp(dialect, {
    mail: true,
    env: { AUTH_RATE_LIMIT_PER_IP: '1000', REMINDER_DAYS_BEFORE: '2' },
  });
  let ada: TestClient;
  let courseId: string;

  const subjects = (email: string) => mail.to(email, { actions: true }).map((m) => m.subject);

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com');
    for (const email of [
      'soon@example.com',
      'later@example.com',
      'done@example.com',
      'quiet@example.com',
    ]) {
      await t.client().signUp(email);
    }
    const course = await publishedCourse(ada, 'Fire drill');
    courseId = course.id;
    const due = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
    await ada.post(`/api/v1/courses/${courseId}/assignees`, {
      emails: ['soon@example.com', 'done@example.com', 'quiet@example.com'],
      dueAt: due(3),
    });
    await ada.post(`/api/v1/courses/${courseId}/assignees`, {
      emails: ['later@example.com'],
      dueAt: due(10),
    });
    const done = t.client();
    await done.signIn('done@example.com');
    await done.post(`/api/v1/learning/${courseId}/progress`, { slideId: course.slideIds[0] });
    const quiet = (await ada.get(`/api/v1/courses/${courseId}/assignees?q=quiet`)).json().items[0];
    await ada.patch(`/api/v1/courses/${courseId}/assignees/${quiet.id}`, {
      remindersEnabled: false,
    });
    // Every e-mail so far has gone out before the tests move the clock: a jump of days
    // while one is being sent would expire its claim, and the other instance would send it again.
    await allMailSent(t);
  });

  it('reminds before the due date and once overdue, at most once each, even with two runners racing', async () => {
    // A second instance on the same database, as behind a load balancer.
    const other = await buildApp({ config: t.config, clock: t.clock, logger: false });
    try {
      expect(await t.app.reminders.runOnce()).toBe(0);

      t.clock.advance(1.5 * DAY); // 1.5 days left for "soon": within the 2-day window
      const [a, b] = await Promise.all([t.app.reminders.runOnce(), other.reminders.runOnce()]);
      expect(a + b).toBe(1);
      await expect
        .poll(() => subjects('soon@example.com'))
        .toEqual(['New course: Fire drill', 'Due soon: Fire drill']);
      expect(await t.app.reminders.runOnce()).toBe(0);

      t.clock.advance(2 * DAY); // now overdue
      const [c, d] = await Promise.all([other.reminders.runOnce(), t.app.reminders.runOnce()]);
      expect(c + d).toBe(1);
      await expect.poll(() => subjects('soon@example.com').at(-1)).toBe('Overdue: Fire drill');
      expect(await t.app.reminders.runOnce()).toBe(0);
      expect(await other.reminders.runOnce()).toBe(0);

      // Completed, opted out, or not yet due: nothing.
      expect(subjects('done@example.com')).toEqual(['New course: Fire drill']);
      expect(subjects('quiet@example.com')).toEqual(['New course: Fire drill']);
      expect(subjects('later@example.com')).toEqual(['New course: Fire drill']);
    } finally {
      await other.close();
      t.clock.advance(-3.5 * DAY);
    }
  });

  it('keeps no claim when queueing the reminder fails, so the next run sends it', async () => {
    const db = t.app.db.kysely;
    // A fault between the claim and its e-mail: the outbox refuses the reminder's row.
    if (dialect === 'postgres') {
      await sql`create function refuse_reminder() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`.execute(
        db,
      );
      await sql`create trigger refuse_reminder before insert on mail_outbox for each row when (new.subject like 'Due soon%') execute function refuse_reminder()`.execute(
        db,
      );
    } else {
      await sql`create trigger refuse_reminder before insert on mail_outbox when new.subject like 'Due soon%' begin select raise(abort, 'injected failure'); end`.execute(
        db,
      );
    }
    const later = (await ada.get(`/api/v1/courses/${courseId}/assignees?q=later`)).json().items[0];
    const claims = () =>
      db.selectFrom('reminders_sent').selectAll().where('assignment_id', '=', later.id).execute();
    t.clock.advance(8.5 * DAY); // 1.5 days left for "later"
    try {
      expect(await t.app.reminders.runOnce()).toBe(0);
      expect(await claims()).toEqual([]);

      await sql`drop trigger refuse_reminder${sql.raw(dialect === 'postgres' ? ' on mail_outbox' : '')}`.execute(
        db,
      );
      expect(await t.app.reminders.runOnce()).toBe(1);
      expect(await claims()).toHaveLength(1);
      await expect
        .poll(() => subjects('later@example.com'))
        .toEqual(['New course: Fire drill', 'Due soon: Fire drill']);
    } finally {
      t.clock.advance(-8.5 * DAY);
    }
  });
});
