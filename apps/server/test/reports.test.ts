import { beforeAll, describe, expect, it } from 'vitest';
import { doc, publishedCourse } from './helpers/fixtures.js';
import { dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const quiz = { question: 'Q', options: ['no', 'yes'], correct: [1], multiple: false };

describe.each(dialects)('reports on %s', (dialect) => {
  const { t } = useTestApp(dialect, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  let ada: TestClient;
  let groupId: string;
  const people: Record<string, TestClient> = {};

  async function course(title: string) {
    const { id, slideIds } = await publishedCourse(ada, title, [
      { kind: 'content', body: doc('x') },
      { kind: 'quiz', quiz },
    ]);
    return { id, content: slideIds[0]!, quiz: slideIds[1]! };
  }
  const walk = (who: string, c: { id: string; content: string; quiz: string }, answer?: number) =>
    (async () => {
      await people[who]!.post(`/api/v1/learning/${c.id}/progress`, { slideId: c.content });
      if (answer !== undefined)
        await people[who]!.post(`/api/v1/learning/${c.id}/progress`, {
          slideId: c.quiz,
          answer: [answer],
        });
    })();

  // The fixed data set: course A to Bob, Carol, Dan (due in 7 days); course B to Bob and
  // Erin (no account; due tomorrow). A day later Bob (right) and Carol (wrong) finish A,
  // Dan starts it, Bob starts B. Two days after that, B's two are overdue.
  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com');
    for (const name of ['bob', 'carol', 'dan']) {
      people[name] = t.client();
      await people[name].signUp(
        `${name}@example.com`,
        'a-strong-passphrase',
        name === 'carol' ? 'كارول' : name,
      );
    }
    const due = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
    const a = await course('أمان المستودع');
    const b = await course('=HYPERLINK("http://evil.example","click")');
    await ada.post(`/api/v1/courses/${a.id}/assignees`, {
      emails: ['bob@example.com', 'carol@example.com', 'dan@example.com'],
      dueAt: due(7),
    });
    await ada.post(`/api/v1/courses/${b.id}/assignees`, {
      emails: ['bob@example.com', 'erin@example.com'],
      dueAt: due(1),
    });
    groupId = (await ada.post('/api/v1/groups', { name: 'Night shift' })).json().id;
    await ada.post(`/api/v1/groups/${groupId}/members`, {
      emails: ['bob@example.com', 'erin@example.com'],
    });
    t.clock.advance(DAY);
    await walk('bob', a, 1);
    await walk('carol', a, 0);
    await walk('dan', a);
    await walk('bob', b);
    t.clock.advance(2 * DAY);
  });

  it('sums up the leader’s learning with exact figures', async () => {
    const summary = (await ada.get('/api/v1/reports/summary')).json();
    expect(summary).toMatchObject({
      courses: 2,
      people: 4,
      assignments: 5,
      completed: 2,
      completionRate: 40,
      averageScore: 50,
      overdue: 2,
      funnel: { assigned: 5, started: 4, completed: 2 },
    });
    expect(summary.completionsByWeek).toHaveLength(12);
    expect(
      summary.completionsByWeek.reduce((s: number, w: { completed: number }) => s + w.completed, 0),
    ).toBe(2);
    expect(new Date(`${summary.completionsByWeek[11].weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('breaks it down by course, sorted and paginated', async () => {
    const report = (await ada.get('/api/v1/reports/courses?sort=assigned')).json();
    expect(report.total).toBe(2);
    expect(report.items).toEqual([
      {
        courseId: expect.any(String),
        title: 'أمان المستودع',
        assigned: 3,
        inProgress: 1,
        completed: 2,
        overdue: 0,
        completionRate: 67,
        averageScore: 50,
        averageDaysToComplete: 1,
      },
      {
        courseId: expect.any(String),
        title: '=HYPERLINK("http://evil.example","click")',
        assigned: 2,
        inProgress: 1,
        completed: 0,
        overdue: 2,
        completionRate: 0,
        averageScore: null,
        averageDaysToComplete: null,
      },
    ]);
    const second = (
      await ada.get('/api/v1/reports/courses?sort=assigned&pageSize=1&page=2')
    ).json();
    expect(second.items.map((r: { assigned: number }) => r.assigned)).toEqual([2]);
    expect((await ada.get('/api/v1/reports/courses?page=9')).json()).toMatchObject({
      items: [],
      total: 2,
    });
  });

  it('filters every figure by group and by date', async () => {
    const group = (await ada.get(`/api/v1/reports/summary?groupId=${groupId}`)).json();
    expect(group).toMatchObject({
      people: 2,
      assignments: 3,
      completed: 1,
      overdue: 2,
      averageScore: 100,
    });
    const today = t.clock.now().toISOString().slice(0, 10);
    const start = new Date(t.clock.now().getTime() - 3 * DAY).toISOString().slice(0, 10);
    expect((await ada.get(`/api/v1/reports/summary?from=${today}`)).json().assignments).toBe(0);
    expect(
      (await ada.get(`/api/v1/reports/summary?from=${start}&to=${start}`)).json().assignments,
    ).toBe(5);
    expect(
      (await ada.get(`/api/v1/reports/courses?groupId=${groupId}`))
        .json()
        .items.map((r: { assigned: number }) => r.assigned),
    ).toEqual([2, 1]); // by title, and "=" sorts before Arabic letters
  });

  it('refuses bad filters clearly and keeps other leaders out', async () => {
    const inverted = await ada.get('/api/v1/reports/summary?from=2026-05-02&to=2026-05-01');
    expect(inverted.statusCode).toBe(422);
    expect(inverted.json().error.details[0].path).toBe('from');
    expect((await ada.get('/api/v1/reports/courses?format=xml')).statusCode).toBe(422);
    expect((await ada.get('/api/v1/reports/summary?groupId=nope')).statusCode).toBe(404);
    const other = t.client();
    await other.signUp('other@example.com');
    expect((await other.get(`/api/v1/reports/summary?groupId=${groupId}`)).statusCode).toBe(404);
    expect((await other.get('/api/v1/reports/summary')).json()).toMatchObject({
      courses: 0,
      people: 0,
      assignments: 0,
    });
    expect((await other.get('/api/v1/reports/courses')).json().total).toBe(0);
    expect((await t.client().get('/api/v1/reports/summary')).statusCode).toBe(401);
  });

  it('reports by group, by person (with detail) and per quiz question', async () => {
    const groups = (await ada.get('/api/v1/reports/groups')).json();
    expect(groups.items).toEqual([
      {
        groupId,
        name: 'Night shift',
        members: 2,
        assignments: 3,
        completed: 1,
        completionRate: 33,
        overdue: 2,
      },
    ]);

    const people = (await ada.get('/api/v1/reports/people?sort=completed&order=desc')).json();
    expect(people.total).toBe(4);
    expect(
      people.items.map(
        (p: {
          email: string;
          courses: number;
          completed: number;
          overdue: number;
          averageScore: number | null;
        }) => [p.email, p.courses, p.completed, p.overdue, p.averageScore],
      ),
    ).toEqual([
      ['bob@example.com', 2, 1, 1, 100],
      ['carol@example.com', 1, 1, 0, 0],
      ['dan@example.com', 1, 0, 0, null],
      ['erin@example.com', 1, 0, 1, null],
    ]);
    expect(
      (await ada.get('/api/v1/reports/people?q=كارول'))
        .json()
        .items.map((p: { email: string }) => p.email),
    ).toEqual(['carol@example.com']);

    const bob = people.items[0];
    const detail = (await ada.get(`/api/v1/reports/people/${bob.personId}`)).json();
    expect(detail.person).toMatchObject({ email: 'bob@example.com', courses: 2 });
    expect(
      detail.assignments
        .map((a: { status: string; score: number | null }) => [a.status, a.score])
        .sort(),
    ).toEqual([
      ['completed', 100],
      // Not completed: no score yet (one definition everywhere).
      ['overdue', null],
    ]);
    const other = t.client();
    await other.signUp('nosy@example.com');
    expect((await other.get(`/api/v1/reports/people/${bob.personId}`)).statusCode).toBe(404);
    expect((await ada.get('/api/v1/reports/people/bm9ib2R5QGV4YW1wbGUuY29t')).statusCode).toBe(404);
    // Ids that decode to a NUL (PostgreSQL refuses it), to bytes that are not UTF-8, or to
    // nothing at all are no one, not a 500: the fuzz test met the first.
    for (const id of ['QQBC', '_w', 'QQ']) {
      const res = await ada.get(`/api/v1/reports/people/${id}`);
      expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
    }

    const courseA = (await ada.get('/api/v1/reports/courses?sort=assigned')).json().items[0]
      .courseId;
    const questions = (await ada.get(`/api/v1/reports/questions?courseId=${courseA}`)).json();
    expect(questions.items).toEqual([
      {
        slideId: expect.any(String),
        position: 2,
        type: 'choice',
        question: 'Q',
        answered: 2,
        correct: 1,
        correctRate: 50,
      },
    ]);
    expect((await other.get(`/api/v1/reports/questions?courseId=${courseA}`)).statusCode).toBe(404);
    const csv = (await ada.get(`/api/v1/reports/people?format=csv`)).rawPayload
      .subarray(3)
      .toString('utf8');
    expect(csv.split('\r\n')[2]).toContain('كارول');
  });

  it('exports the filtered view as CSV with a BOM, a header, Arabic intact and formulas neutralised', async () => {
    const res = await ada.get('/api/v1/reports/courses?format=csv&sort=assigned');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Course,Assigned,In progress,Completed,Overdue,Completion %,Average score,Average days to complete',
    );
    expect(lines[1]).toBe('أمان المستودع,3,1,2,0,67,50,1');
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")",2,1,0,2,0,,`);
    expect(lines).toHaveLength(3);
  });
});
