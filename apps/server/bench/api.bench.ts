// npm run bench:api: the authenticated API under 50 connections (wrk, in its own
// process) against a bare route of the same server in the same run: GET /api/v1/me,
// the course list (page of 50 of 1,000, each course with 10 assignees), a title
// search, the slide list of a 300-slide course (page of 100), and learners posting
// their progress through a 20-slide course.
import { courseMinutes, slideMinutes } from '@slidewise/shared/courses/duration';
import { newId } from '../src/lib/ids.js';
import {
  againstBare,
  benchSlide,
  get,
  QUIZ_EVERY,
  report,
  signUpCookie,
  startBenchApp,
  type WrkRequest,
} from './harness.js';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const SLIDES = 20;
const ASSIGNEES_PER_COURSE = 10;

const bench = await startBenchApp();
try {
  const db = bench.db.kysely;
  const json = async (method: string, path: string, cookie: string, body: unknown) => {
    const res = await fetch(`${bench.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, origin: bench.origin },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const { cookie, id: ownerId } = await signUpCookie(bench, 'bench@example.com');

  // 1,000 courses with 10 assignees each, and one course of 300 slides.
  const start = Date.now();
  const courses = Array.from({ length: 1000 }, (_, i) => {
    const at = new Date(start - i * 60_000).toISOString();
    return {
      id: newId(),
      owner_id: ownerId,
      title: `Course ${String(i).padStart(4, '0')}`,
      description: 'A benchmark course',
      cover_upload_id: null,
      language: 'en',
      status: i % 3 === 0 ? 'published' : 'draft',
      slide_count: 0,
      duration_minutes: 0,
      version: 1,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    };
  });
  for (let i = 0; i < courses.length; i += 100) {
    await db
      .insertInto('courses')
      .values(courses.slice(i, i + 100))
      .execute();
  }
  const assignments = courses.flatMap((course) =>
    Array.from({ length: ASSIGNEES_PER_COURSE }, (_, j) => ({
      id: newId(),
      course_id: course.id,
      owner_id: ownerId,
      email: `person${j}@bench.test`,
      user_id: null,
      direct: 1,
      assigned_at: course.created_at,
      status: 'not_started',
      progress: 0,
      reminders_enabled: 1,
    })),
  );
  for (let i = 0; i < assignments.length; i += 500) {
    await db
      .insertInto('assignments')
      .values(assignments.slice(i, i + 500))
      .execute();
  }
  const big = courses[0]!.id;
  const body = {
    type: 'doc' as const,
    content: [
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Lorem ipsum dolor sit amet '.repeat(20) }],
      },
    ],
  };
  const slides = Array.from({ length: 300 }, (_, i) => ({
    id: newId(),
    course_id: big,
    position: i,
    kind: 'content',
    title: `Slide ${i + 1}`,
    body: JSON.stringify(body),
    quiz: null,
    minutes: slideMinutes({ kind: 'content', body }),
    version: 1,
    created_at: new Date(start).toISOString(),
    updated_at: new Date(start).toISOString(),
  }));
  for (let i = 0; i < slides.length; i += 100) {
    await db
      .insertInto('slides')
      .values(slides.slice(i, i + 100))
      .execute();
  }
  const minutes = slides.reduce((s, r) => s + r.minutes, 0);
  await db
    .updateTable('courses')
    .set({ slide_count: 300, duration_minutes: minutes })
    .where('id', '=', big)
    .execute();

  // A published 20-slide course (every fifth slide a quiz) and its learners.
  const course = await json('POST', '/api/v1/courses', cookie, { title: 'Learning course' });
  const slideIds: string[] = [];
  for (let i = 1; i <= SLIDES; i++) {
    const slide = await json('POST', `/api/v1/courses/${course.id}/slides`, cookie, benchSlide(i));
    slideIds.push(slide.id);
  }
  await json('PATCH', `/api/v1/courses/${course.id}`, cookie, { version: 1, status: 'published' });
  const learners: string[] = [];
  for (let i = 0; i < LEARNERS; i++) {
    learners.push((await signUpCookie(bench, `learner${i}@bench.test`)).cookie);
  }
  await json('POST', `/api/v1/courses/${course.id}/assignees`, cookie, {
    emails: learners.map((_, i) => `learner${i}@bench.test`),
  });
  console.log(
    `Seeded 1,000 courses with ${ASSIGNEES_PER_COURSE} assignees each, a 300-slide course (${courseMinutes(minutes)} min) and ${LEARNERS} learners of a ${SLIDES}-slide course on ${bench.db.dialect}.`,
  );

  // Slide by slide, each learner in turn: a learner's next post is LEARNERS requests away.
  const progress: WrkRequest[] = slideIds.flatMap((slideId, index) =>
    learners.map((learner) => ({
      method: 'POST' as const,
      path: `/api/v1/learning/${course.id}/progress`,
      headers: { cookie: learner, 'content-type': 'application/json', origin: bench.origin },
      body: JSON.stringify((index + 1) % QUIZ_EVERY === 0 ? { slideId, answer: [1] } : { slideId }),
    })),
  );

  // BENCH_ONLY=<regex> measures only the endpoints whose name matches (to profile one of them).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const cases = [
    { name: 'GET /api/v1/me', requests: get('/api/v1/me', cookie) },
    {
      name: 'GET /api/v1/courses?pageSize=50',
      requests: get('/api/v1/courses?pageSize=50', cookie),
    },
    {
      name: 'GET /api/v1/courses?pageSize=50&q=course 09&sort=title',
      requests: get('/api/v1/courses?pageSize=50&q=course%2009&sort=title', cookie),
    },
    {
      name: 'GET /api/v1/courses/{300-slide}/slides?pageSize=100',
      requests: get(`/api/v1/courses/${big}/slides?pageSize=100`, cookie),
    },
    { name: 'POST /api/v1/learning/{id}/progress', requests: progress },
  ];
  const rows = await againstBare(
    bench,
    cases.filter((c) => !only || only.test(c.name)),
  );
  report(`API benchmark (${bench.db.dialect}, 50 connections, wrk in its own process)`, rows);
} finally {
  await bench.close();
}
