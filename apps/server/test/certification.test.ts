import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, PUBLIC_URL, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const quiz = (question: string) => ({
  question,
  options: ['A', 'B', 'C'],
  correct: [1],
  multiple: false,
  explanation: `${question}: B is right.`,
});

describe.each(dialects)('pass marks, certificates and recurring training on %s', (dialect) => {
  const { t, mail } = useTestApp(dialect, {
    mail: true,
    env: { AUTH_RATE_LIMIT_PER_IP: '1000', REMINDERS_ENABLED: 'false' },
  });
  let ada: TestClient;
  let bob: TestClient;
  let cleo: TestClient;

  const sentTo = (email: string) => mail.to(email);

  /** A published course (content, quiz, quiz, content) with the given settings, assigned to people. */
  async function course(title: string, settings: Record<string, unknown>, emails: string[]) {
    const c = (await ada.post('/api/v1/courses', { title })).json();
    const slides: string[] = [];
    for (const slide of [
      { kind: 'content', title: 'Intro', body: doc('intro') },
      { kind: 'quiz', title: 'Q1', quiz: quiz('Q1') },
      { kind: 'quiz', title: 'Q2', quiz: quiz('Q2') },
      { kind: 'content', title: 'End', body: doc('end') },
    ])
      slides.push((await ada.post(`/api/v1/courses/${c.id}/slides`, slide)).json().id);
    const published = await ada.patch(`/api/v1/courses/${c.id}`, {
      version: 1,
      status: 'published',
      ...settings,
    });
    expect(published.statusCode).toBe(200);
    expect((await ada.post(`/api/v1/courses/${c.id}/assignees`, { emails })).statusCode).toBe(200);
    return { id: c.id as string, slides, version: published.json().version as number };
  }

  /** Goes through every slide; `right` says which quiz answers are right. */
  async function take(learner: TestClient, c: { id: string; slides: string[] }, right: boolean[]) {
    let last;
    let q = 0;
    for (const [i, slideId] of c.slides.entries()) {
      const isQuiz = i === 1 || i === 2;
      last = await learner.post(`/api/v1/learning/${c.id}/progress`, {
        slideId,
        ...(isQuiz ? { answer: [right[q++] ? 1 : 0] } : {}),
      });
      expect(last.statusCode).toBe(200);
    }
    return last!.json();
  }

  const row = async (courseId: string, email: string) =>
    (await ada.get(`/api/v1/courses/${courseId}/assignees?q=${email}`))
      .json()
      .items.find((r: { email: string }) => r.email === email);

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com', 'a-strong-passphrase', 'Ada');
    bob = await t.signedUp('bob@example.com', 'a-strong-passphrase', 'Bob Learner');
    cleo = await t.signedUp('cleo@example.com', 'a-strong-passphrase', 'Cleo');
  });

  it('refuses settings out of range and keeps the course as it was', async () => {
    const c = (await ada.post('/api/v1/courses', { title: 'Settings' })).json();
    for (const bad of [
      { passMark: 0 },
      { passMark: 101 },
      { maxAttempts: 0 },
      { maxAttempts: 11 },
      { validForDays: 0 },
    ]) {
      const res = await ada.patch(`/api/v1/courses/${c.id}`, { version: 1, ...bad });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.details[0].path).toBe(Object.keys(bad)[0]);
    }
    const ok = await ada.patch(`/api/v1/courses/${c.id}`, {
      version: 1,
      passMark: 80,
      maxAttempts: 3,
      validForDays: 365,
      requireSignOff: true,
    });
    expect(ok.json()).toMatchObject({
      version: 2,
      passMark: 80,
      maxAttempts: 3,
      validForDays: 365,
      requireSignOff: true,
    });
    const cleared = await ada.patch(`/api/v1/courses/${c.id}`, { version: 2, passMark: null });
    expect(cleared.json()).toMatchObject({ passMark: null, maxAttempts: 3 });
  });

  it('fails below the pass mark, retakes keep earlier attempts, out of attempts is failed until more are granted', async () => {
    const c = await course('Fire safety', { passMark: 60, maxAttempts: 2 }, ['bob@example.com']);
    expect((await bob.post(`/api/v1/learning/${c.id}/retake`)).statusCode).toBe(409);

    const first = await take(bob, c, [false, true]);
    expect(first).toMatchObject({
      status: 'in_progress',
      score: 50,
      result: 'failed',
      attempt: 1,
      attemptsLeft: 1,
      completedAt: null,
      certificateId: null,
      compliance: 'never',
    });
    expect(await row(c.id, 'bob@example.com')).toMatchObject({
      status: 'in_progress',
      result: 'failed',
      attempt: 1,
      attemptsLeft: 1,
      score: 50,
    });
    // What was wrong, with the explanation, stays visible until the retake.
    const wrong = (await bob.get(`/api/v1/learning/${c.id}`)).json().slides[1];
    expect(wrong.feedback).toEqual({
      correct: false,
      correctOptions: [1],
      explanation: 'Q1: B is right.',
    });

    const retake = await bob.post(`/api/v1/learning/${c.id}/retake`);
    expect(retake.json()).toMatchObject({
      attempt: 2,
      attemptsLeft: 0,
      result: null,
      status: 'in_progress',
    });
    const cleared = (await bob.get(`/api/v1/learning/${c.id}`)).json();
    expect(cleared.slides.map((s: { answer: unknown }) => s.answer)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(cleared.course).toMatchObject({
      attempt: 2,
      settings: { passMark: 60, maxAttempts: 2 },
    });

    const second = await take(bob, c, [false, false]);
    expect(second).toMatchObject({ status: 'failed', result: 'failed', score: 0, attemptsLeft: 0 });
    expect(await row(c.id, 'bob@example.com')).toMatchObject({ status: 'failed', attemptsLeft: 0 });
    const none = await bob.post(`/api/v1/learning/${c.id}/retake`);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('conflict');

    // Another leader cannot grant attempts on Ada's course.
    const assignee = await row(c.id, 'bob@example.com');
    expect(
      (await cleo.post(`/api/v1/courses/${c.id}/assignees/${assignee.id}/attempts`, { extra: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ada.post(`/api/v1/courses/${c.id}/assignees/${assignee.id}/attempts`, { extra: 0 }))
        .statusCode,
    ).toBe(422);
    const granted = await ada.post(`/api/v1/courses/${c.id}/assignees/${assignee.id}/attempts`, {
      extra: 1,
    });
    expect(granted.json()).toMatchObject({ status: 'in_progress', attemptsLeft: 1, attempt: 2 });

    expect((await bob.post(`/api/v1/learning/${c.id}/retake`)).json()).toMatchObject({
      attempt: 3,
    });
    const third = await take(bob, c, [true, true]);
    expect(third).toMatchObject({
      status: 'completed',
      result: 'passed',
      score: 100,
      progress: 100,
    });
    expect(third.certificateId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await bob.post(`/api/v1/learning/${c.id}/retake`)).statusCode).toBe(409);

    const attempts = await t.app.db.kysely
      .selectFrom('assignment_attempts')
      .select(['attempt', 'score', 'result', 'answers'])
      .where('assignment_id', '=', assignee.id)
      .orderBy('attempt')
      .execute();
    expect(attempts.map((a) => [a.attempt, Number(a.score), a.result])).toEqual([
      [1, 50, 'failed'],
      [2, 0, 'failed'],
      [3, 100, 'passed'],
    ]);
    expect(JSON.parse(attempts[0]!.answers)).toHaveLength(2);
  });

  it('issues one certificate, shown publicly without the e-mail, downloadable by the learner and the leader only, and revocable', async () => {
    const c = await course('Data protection', {}, ['bob@example.com']);
    // Two devices finish the same attempt at once.
    const other = bob.clone();
    for (const slideId of c.slides.slice(0, 3))
      await bob.post(`/api/v1/learning/${c.id}/progress`, {
        slideId,
        ...(slideId === c.slides[0] ? {} : { answer: [1] }),
      });
    const [a, ...others] = await Promise.all([
      bob.post(`/api/v1/learning/${c.id}/progress`, { slideId: c.slides[3] }),
      ...Array.from({ length: 5 }, () =>
        other.post(`/api/v1/learning/${c.id}/progress`, { slideId: c.slides[3] }),
      ),
    ]);
    expect(a!.json().status).toBe('completed');
    expect(a!.json().result).toBeNull();
    for (const b of others) expect(b.json().certificateId).toBe(a!.json().certificateId);
    const id = a!.json().certificateId as string;
    const count = (table: 'certificates' | 'assignment_attempts') =>
      t.app.db.kysely
        .selectFrom(table)
        .innerJoin('assignments', 'assignments.id', `${table}.assignment_id`)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('assignments.course_id', '=', c.id)
        .executeTakeFirstOrThrow();
    // One certificate and one attempt record: each post waits for the one before it.
    expect(Number((await count('certificates')).n)).toBe(1);
    expect(Number((await count('assignment_attempts')).n)).toBe(1);

    const anyone = t.client();
    const verified = await anyone.get(`/api/v1/certificates/${id}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      name: 'Bob Learner',
      courseTitle: 'Data protection',
      issuedAt: t.clock.now().toISOString(),
      validUntil: null,
      status: 'valid',
    });
    expect(verified.body).not.toContain('@');
    const unknown = await anyone.get('/api/v1/certificates/AAAAAAAAAAAAAAAAAAAAAAAA/verify');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');

    for (const who of [bob, ada]) {
      const pdf = await who.get(`/api/v1/certificates/${id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await cleo.get(`/api/v1/certificates/${id}/pdf`)).statusCode).toBe(404);
    expect((await anyone.get(`/api/v1/certificates/${id}/pdf`)).statusCode).toBe(401);
    expect((await cleo.post(`/api/v1/certificates/${id}/revoke`)).statusCode).toBe(404);
    expect((await bob.post(`/api/v1/certificates/${id}/revoke`)).statusCode).toBe(404);
    expect((await anyone.get(`/api/v1/certificates/${id}/verify`)).json().status).toBe('valid');
    const revoked = await ada.post(`/api/v1/certificates/${id}/revoke`);
    expect(revoked.json().status).toBe('revoked');
    expect((await anyone.get(`/api/v1/certificates/${id}/verify`)).json().status).toBe('revoked');
  });

  it('prints names and titles in all four languages into the PDF, with a QR code to the verification page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'slidewise-cert-'));
    try {
      for (const [language, name, title] of [
        ['en', 'Ada Lovelace Learner', 'Fire safety'],
        ['es', 'José Núñez', 'Seguridad contra incendios'],
        ['ar', 'ليلى عبد الله', 'السلامة من الحرائق'],
        ['zh-cn', '王小明', '消防安全培训'],
      ] as const) {
        const email = `learner-${language}@example.com`;
        const learner = t.client();
        await learner.signUp(email, 'a-strong-passphrase', name);
        const c = await course(title, { language, passMark: 50 }, [email]);
        const done = await take(learner, c, [true, true]);
        const pdf = await learner.get(`/api/v1/certificates/${done.certificateId}/pdf`);
        const file = join(dir, `${language}.pdf`);
        writeFileSync(file, pdf.rawPayload);
        const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
        expect(text).toContain(name);
        expect(text).toContain(title);
        expect(text).toContain('100%');
        execFileSync('pdftoppm', ['-png', '-r', '120', '-singlefile', file, join(dir, language)]);
        const qr = execFileSync('zbarimg', ['-q', '--raw', join(dir, `${language}.png`)], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        });
        expect(qr.trim()).toBe(`${PUBLIC_URL}/verify/${done.certificateId}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('asks for a sign-off as the last step and prints it on the certificate', async () => {
    const c = await course('Code of conduct', { passMark: 50, requireSignOff: true }, [
      'bob@example.com',
    ]);
    const early = await bob.post(`/api/v1/learning/${c.id}/sign-off`, { fullName: 'Bob Learner' });
    expect(early.statusCode).toBe(409);
    const done = await take(bob, c, [true, false]);
    expect(done).toMatchObject({
      status: 'in_progress',
      result: 'passed',
      completedAt: null,
      signedOffAt: null,
    });
    const empty = await bob.post(`/api/v1/learning/${c.id}/sign-off`, { fullName: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.details[0].path).toBe('fullName');
    t.clock.advance(60_000);
    const signed = await bob.post(`/api/v1/learning/${c.id}/sign-off`, {
      fullName: 'Robert Learner',
    });
    expect(signed.json()).toMatchObject({
      status: 'completed',
      result: 'passed',
      signedOffAt: t.clock.now().toISOString(),
      completedVersion: c.version,
    });
    const cert = await t.app.db.kysely
      .selectFrom('certificates')
      .selectAll()
      .where('id', '=', signed.json().certificateId)
      .executeTakeFirstOrThrow();
    expect(cert).toMatchObject({
      signed_off_name: 'Robert Learner',
      learner_name: 'Robert Learner',
      score: 50,
    });
    expect(
      (await bob.post(`/api/v1/learning/${c.id}/sign-off`, { fullName: 'Again' })).statusCode,
    ).toBe(409);
    expect(await row(c.id, 'bob@example.com')).toMatchObject({
      signedOffAt: t.clock.now().toISOString(),
    });
  });

  it('republishing with retrain opens a new round for everyone and e-mails them; without it completions stay', async () => {
    const c = await course('Policy', {}, ['bob@example.com', 'cleo@example.com']);
    await take(bob, c, [true, true]);
    const minor = await ada.patch(`/api/v1/courses/${c.id}`, {
      version: c.version,
      title: 'Policy v2',
      status: 'published',
    });
    expect((await row(c.id, 'bob@example.com')).status).toBe('completed');
    const retrain = await ada.patch(`/api/v1/courses/${c.id}`, {
      version: minor.json().version,
      status: 'published',
      retrain: true,
    });
    expect(retrain.statusCode).toBe(200);
    expect(await row(c.id, 'bob@example.com')).toMatchObject({
      status: 'not_started',
      compliance: 'expired',
      completedVersion: c.version,
    });
    // Cleo never started: nothing to reopen.
    expect(await row(c.id, 'cleo@example.com')).toMatchObject({
      status: 'not_started',
      compliance: 'never',
    });
    await expect
      .poll(
        () =>
          sentTo('bob@example.com').filter((m) => m.subject === 'Please take it again: Policy v2')
            .length,
      )
      .toBe(1);
    expect(
      sentTo('cleo@example.com').filter((m) => m.subject?.startsWith('Please take it again')),
    ).toHaveLength(0);
    const done = await take(bob, c, [true, true]);
    expect(done).toMatchObject({ completedVersion: retrain.json().version, compliance: 'valid' });
    const stranger = await cleo.patch(`/api/v1/courses/${c.id}`, {
      version: retrain.json().version,
      status: 'published',
      retrain: true,
    });
    expect(stranger.statusCode).toBe(404);
  });
  it('expires a completion: expiring with one reminder 30 days before, then a new round', async () => {
    const c = await course('Forklift licence', { validForDays: 365 }, ['bob@example.com']);
    const done = await take(bob, c, [true, true]);
    const issued = t.clock.now().getTime();
    expect(done).toMatchObject({
      status: 'completed',
      compliance: 'valid',
      validUntil: new Date(issued + 365 * DAY).toISOString(),
    });
    t.clock.set(new Date(issued + 330 * DAY));
    await t.app.reminders.runOnce();
    expect(
      sentTo('bob@example.com').filter((m) => m.subject?.startsWith('Training expiring')),
    ).toHaveLength(0);
    expect((await row(c.id, 'bob@example.com')).compliance).toBe('valid');

    t.clock.set(new Date(issued + 340 * DAY));
    expect((await row(c.id, 'bob@example.com')).compliance).toBe('expiring');
    await t.app.reminders.runOnce();
    await t.app.reminders.runOnce();
    await expect
      .poll(
        () =>
          sentTo('bob@example.com').filter(
            (m) => m.subject === 'Training expiring: Forklift licence',
          ).length,
      )
      .toBe(1);

    t.clock.set(new Date(issued + 366 * DAY));
    await t.app.reminders.runOnce();
    const renewed = await row(c.id, 'bob@example.com');
    expect(renewed).toMatchObject({
      status: 'overdue',
      progress: 0,
      attempt: 1,
      compliance: 'expired',
      certificateId: done.certificateId,
      dueAt: new Date(issued + 365 * DAY).toISOString(),
    });
    expect(
      (await t.client().get(`/api/v1/certificates/${done.certificateId}/verify`)).json().status,
    ).toBe('expired');
    await expect
      .poll(
        () =>
          sentTo('bob@example.com').filter((m) => m.subject === 'Overdue: Forklift licence').length,
      )
      .toBe(1);

    // The second round completes with its own certificate; the first stays on record.
    const again = await take(bob, c, [true, true]);
    expect(again).toMatchObject({ status: 'completed', compliance: 'valid' });
    expect(again.certificateId).not.toBe(done.certificateId);
  });

  it('reports compliance per person and course, filtered, counted and exported exactly', async () => {
    // A fresh leader and learners, so the figures are this test's alone.
    const dora = t.client();
    await dora.signUp('dora@example.com', 'a-strong-passphrase', 'Dora');
    const learners: TestClient[] = [];
    for (const name of ['p1', 'p2', 'p3', 'p4']) {
      const learner = t.client();
      await learner.signUp(`${name}@example.org`, 'a-strong-passphrase', name.toUpperCase());
      learners.push(learner);
    }
    const [p1, p2, , p4] = learners as [TestClient, TestClient, TestClient, TestClient];
    const everyone = ['p1@example.org', 'p2@example.org', 'p3@example.org', 'p4@example.org'];
    const leader = ada;
    ada = dora;
    const a = await course(
      'Ladders',
      { validForDays: 100, passMark: 50, maxAttempts: 2 },
      everyone,
    );
    const b = await course('Hygiene', {}, ['p1@example.org']);
    ada = leader;
    const start = t.clock.now().getTime();
    await take(p1, a, [true, true]);
    await take(p1, b, [true, false]);
    await take(p4, a, [false, false]);
    t.clock.set(new Date(start + 50 * DAY));
    await take(p2, a, [true, false]);
    t.clock.set(new Date(start + 75 * DAY));

    const report = (query = '') => dora.get(`/api/v1/reports/compliance${query}`);
    const all = (await report()).json();
    expect(all.counts).toEqual({ valid: 2, expiring: 1, expired: 0, never: 2 });
    expect(all.total).toBe(5);
    expect(
      all.items.map((r: { email: string; courseTitle: string; compliance: string }) => [
        r.email,
        r.courseTitle,
        r.compliance,
      ]),
    ).toEqual([
      ['p1@example.org', 'Ladders', 'expiring'],
      ['p3@example.org', 'Ladders', 'never'],
      ['p4@example.org', 'Ladders', 'never'],
      ['p2@example.org', 'Ladders', 'valid'],
      ['p1@example.org', 'Hygiene', 'valid'],
    ]);
    expect(all.items[2]).toMatchObject({ status: 'in_progress', result: 'failed' });
    expect(all.items[0]).toMatchObject({
      validUntil: new Date(start + 100 * DAY).toISOString(),
      certifiedAt: new Date(start).toISOString(),
      completedVersion: a.version,
      result: 'passed',
    });
    const expiring = (await report('?compliance=expiring')).json();
    expect(expiring).toMatchObject({ total: 1, items: [{ email: 'p1@example.org' }] });
    const ladders = (await report(`?courseId=${a.id}&q=p2`)).json();
    expect(ladders.items.map((r: { email: string }) => r.email)).toEqual(['p2@example.org']);

    const csv = await report('?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe(
      'E-mail,Name,Course,Compliance,Status,Result,Completed on,Valid until,Course version,Signed off,Certificate',
    );
    expect(lines[1]).toContain(
      `p1@example.org,P1,Ladders,expiring,completed,passed,${new Date(start).toISOString()},${new Date(start + 100 * DAY).toISOString()},${a.version},,`,
    );

    // At expiry the person falls out of compliance and a new round opens.
    t.clock.set(new Date(start + 101 * DAY));
    await t.app.reminders.runOnce();
    expect((await report()).json().counts).toEqual({ valid: 2, expiring: 0, expired: 1, never: 2 });

    // Another leader sees none of it; Dora's course is a 404 to them.
    expect(
      (await ada.get('/api/v1/reports/compliance'))
        .json()
        .items.every(
          (r: { courseTitle: string }) => !['Ladders', 'Hygiene'].includes(r.courseTitle),
        ),
    ).toBe(true);
    expect((await ada.get(`/api/v1/reports/compliance?courseId=${a.id}`)).statusCode).toBe(404);
    expect((await dora.get('/api/v1/reports/compliance?compliance=bad')).statusCode).toBe(422);
  });
});
