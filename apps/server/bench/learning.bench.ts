// npm run bench:learning: 2,000 learners each post their progress through a
// 20-slide course at the same time; events per second against a bare route in the
// same run, then a check that every learner's progress is exactly right.
import {
  benchSlide,
  measureBare,
  QUIZ_EVERY,
  report,
  signUpCookie,
  startBenchApp,
} from './harness.js';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 2000);
const SLIDES = 20;
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 64);

const bench = await startBenchApp();
let failed = false;
try {
  const send = async (method: string, path: string, cookie: string, body: unknown) => {
    const res = await fetch(`${bench.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, origin: bench.origin },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const post = (path: string, cookie: string, body: unknown) => send('POST', path, cookie, body);
  /** Runs `work` for every item with at most `limit` at a time. */
  async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
    let next = 0;
    await Promise.all(
      Array.from({ length: limit }, async () => {
        while (next < items.length) await work(items[next++]!);
      }),
    );
  }

  const leader = await signUpCookie(bench, 'leader@bench.test');
  const course = await post('/api/v1/courses', leader.cookie, { title: 'Benchmark course' });
  const slideIds: string[] = [];
  for (let i = 1; i <= SLIDES; i++) {
    const slide = await post(`/api/v1/courses/${course.id}/slides`, leader.cookie, benchSlide(i));
    slideIds.push(slide.id);
  }
  await send('PATCH', `/api/v1/courses/${course.id}`, leader.cookie, {
    version: 1,
    status: 'published',
  });

  const started = Date.now();
  const emails = Array.from({ length: LEARNERS }, (_, i) => `learner${i}@bench.test`);
  const cookies: string[] = [];
  await pool(emails, 8, async (email) => {
    cookies.push((await signUpCookie(bench, email)).cookie);
  });
  for (let i = 0; i < emails.length; i += 1000) {
    await post(`/api/v1/courses/${course.id}/assignees`, leader.cookie, {
      emails: emails.slice(i, i + 1000),
    });
  }
  console.log(
    `Set up ${LEARNERS} learners and a ${SLIDES}-slide course in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );

  const bareBefore = await measureBare(bench);

  // Every learner walks the course slide by slide; all learners at once.
  const events = cookies.flatMap((cookie) =>
    slideIds.map((slideId, index) => ({
      cookie,
      slideId,
      answer: (index + 1) % QUIZ_EVERY === 0 ? [1] : undefined,
    })),
  );
  const perLearner = new Map<string, typeof events>();
  for (const e of events) perLearner.set(e.cookie, [...(perLearner.get(e.cookie) ?? []), e]);
  const t0 = performance.now();
  const cpu0 = bench.cpuMicros();
  await pool([...perLearner.values()], IN_FLIGHT, async (walk) => {
    for (const e of walk) {
      await post(
        `/api/v1/learning/${course.id}/progress`,
        e.cookie,
        e.answer ? { slideId: e.slideId, answer: e.answer } : { slideId: e.slideId },
      );
    }
  });
  const seconds = (performance.now() - t0) / 1000;
  const cpuPerRequest = (bench.cpuMicros() - cpu0) / events.length;
  const bareAfter = await measureBare(bench);
  const progress = {
    name: `POST /api/v1/learning/{id}/progress (${events.length} events, ${IN_FLIGHT} in flight)`,
    requestsPerSecond: events.length / seconds,
    latencyP50: NaN,
    latencyP99: NaN,
    errors: 0,
    cpuPerRequest,
    bareRequestsPerSecond: (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2,
    bareCpuPerRequest: (bareBefore.cpuPerRequest + bareAfter.cpuPerRequest) / 2,
  };
  report(`Learning benchmark (${bench.db.dialect}, server in its own process)`, [progress]);

  // Exactly right: every learner completed, every slide recorded once, every quiz right.
  const db = bench.db.kysely;
  const rows = await db
    .selectFrom('assignments')
    .select([
      'status',
      'progress',
      'score',
      (eb) =>
        eb
          .selectFrom('slide_progress')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('slide_progress.assignment_id', '=', 'assignments.id')
          .as('events'),
    ])
    .where('course_id', '=', course.id)
    .execute();
  const wrong = rows.filter(
    (r) =>
      r.status !== 'completed' ||
      Number(r.progress) !== 100 ||
      Number(r.score) !== 100 ||
      Number(r.events) !== SLIDES,
  );
  console.log(`Checked ${rows.length} learners: ${wrong.length} with wrong progress.`);
  failed = rows.length !== LEARNERS || wrong.length > 0;
} finally {
  await bench.close();
}
process.exitCode = failed ? 1 : 0;
