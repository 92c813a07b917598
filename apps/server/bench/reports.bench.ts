// npm run bench:reports: every report endpoint on the large data set, timed through
// HTTP, against the bare SQL aggregate it rests on, in the same run.
import { reportsRepository, weekStart } from '../src/modules/reports/reports.repository.js';
import { LARGE, seedLarge } from './large-dataset.js';
import { signUpCookie, startBenchApp } from './harness.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DAY = 24 * 60 * 60 * 1000;

async function median(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const bench = await startBenchApp();
try {
  const { cookie, id: ownerId } = await signUpCookie(bench, 'leader@large.test');
  const t0 = Date.now();
  await seedLarge(bench.db.kysely, ownerId);
  console.log(
    `Seeded ${LARGE.assignments.toLocaleString('en')} assignments on ${bench.db.dialect} in ${((Date.now() - t0) / 1000).toFixed(1)} s.`,
  );

  const repo = reportsRepository(bench.db.kysely);
  const now = new Date();
  const nowIso = now.toISOString();
  const filter = { ownerId };
  const weeks = Array.from(
    { length: 12 },
    (_, i) => new Date(weekStart(now).getTime() - (11 - i) * 7 * DAY),
  );
  const page = { limit: 20, offset: 0, order: 'asc' as const };
  const course = (await repo.courses(filter, nowIso, { ...page, sort: 'title' })).rows[0]!
    .course_id;
  const get = async (path: string) => {
    const res = await fetch(`${bench.url}${path}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
  };

  const cases: [string, string, () => Promise<unknown>][] = [
    ['summary', '/api/v1/reports/summary', () => repo.summary(filter, nowIso, weeks)],
    [
      'courses (page 1, by title)',
      '/api/v1/reports/courses',
      () => repo.courses(filter, nowIso, { ...page, sort: 'title' }),
    ],
    [
      'courses (by completion rate)',
      '/api/v1/reports/courses?sort=completionRate',
      () => repo.courses(filter, nowIso, { ...page, sort: 'completionRate', order: 'asc' }),
    ],
    [
      'groups',
      '/api/v1/reports/groups',
      () => repo.groups(filter, nowIso, { ...page, sort: 'name' }),
    ],
    [
      'people (page 1)',
      '/api/v1/reports/people',
      () => repo.people(filter, nowIso, { ...page, sort: 'email' }),
    ],
    [
      'people (search)',
      '/api/v1/reports/people?q=person12',
      () => repo.people(filter, nowIso, { ...page, sort: 'email', q: 'person12' }),
    ],
    [
      'questions',
      `/api/v1/reports/questions?courseId=${course}`,
      () => repo.questions(filter, course),
    ],
  ];
  const rows = [];
  for (const [name, path, sqlOnly] of cases) {
    const endpoint = await median(() => get(path));
    const bare = await median(sqlOnly);
    rows.push({
      report: name,
      'endpoint ms': endpoint.toFixed(1),
      'SQL ms': bare.toFixed(1),
      ratio: (endpoint / bare).toFixed(2),
    });
  }
  const csv = await median(() => get('/api/v1/reports/people?format=csv'));
  console.log(`\nReports benchmark (${bench.db.dialect}, median of ${RUNS})`);
  console.table(rows);
  console.log(
    `CSV export of all ${LARGE.people.toLocaleString('en')} people: ${csv.toFixed(0)} ms`,
  );
} finally {
  await bench.close();
}
