// npm run bench:courses: a leader with 1,000 courses and one course of 300 slides;
// the course list (page of 50) and the slide list under 50 concurrent connections,
// against a bare route in the same run.
import { courseMinutes, slideMinutes } from '@slidewise/shared/courses/duration';
import { newId } from '../src/lib/ids.js';
import { BARE_PATH, measure, report, signUpCookie, startBenchApp } from './harness.js';

const bench = await startBenchApp();
try {
  const { cookie, id: ownerId } = await signUpCookie(bench, 'bench@example.com');
  const db = bench.app.db.kysely;
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
  await db
    .updateTable('courses')
    .set({ slide_count: 300, duration_minutes: slides.reduce((s, r) => s + r.minutes, 0) })
    .where('id', '=', big)
    .execute();
  console.log(
    `Seeded 1,000 courses and 300 slides (${courseMinutes(slides.reduce((s, r) => s + r.minutes, 0))} min course) on ${bench.app.db.dialect}.`,
  );

  const headers = { cookie };
  const bare = await measure('bare route (baseline)', `${bench.url}${BARE_PATH}`);
  const list = await measure(
    'GET /api/v1/courses?pageSize=50',
    `${bench.url}/api/v1/courses?pageSize=50`,
    { headers },
  );
  const search = await measure(
    'GET /api/v1/courses?pageSize=50&q=course 09&sort=title',
    `${bench.url}/api/v1/courses?pageSize=50&q=course%2009&sort=title`,
    { headers },
  );
  const slideList = await measure(
    'GET /api/v1/courses/{300-slide}/slides?pageSize=100',
    `${bench.url}/api/v1/courses/${big}/slides?pageSize=100`,
    { headers },
  );
  report(`Courses benchmark (${bench.app.db.dialect}, 50 connections)`, bare, [
    list,
    search,
    slideList,
  ]);
} finally {
  await bench.close();
}
