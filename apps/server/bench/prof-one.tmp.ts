import { get, measure, signUpCookie, startBenchApp, measureBare } from './harness.js';
const bench = await startBenchApp();
try {
  const { cookie, id: ownerId } = await signUpCookie(bench, 'bench@example.com');
  const db = bench.db.kysely;
  const path = process.env.PROF_PATH ?? '/api/v1/me';
  if (path.includes('courses')) {
    const { newId } = await import('../src/lib/ids.js');
    const start = Date.now();
    const courses = Array.from({ length: 1000 }, (_, i) => { const at = new Date(start - i * 60_000).toISOString(); return { id: newId(), owner_id: ownerId, title: `Course ${i}`, description: 'A benchmark course', cover_upload_id: null, language: 'en', status: 'draft', slide_count: 0, duration_minutes: 0, version: 1, created_at: at, updated_at: at, deleted_at: null }; });
    for (let i = 0; i < 1000; i += 100) await db.insertInto('courses').values(courses.slice(i, i + 100)).execute();
    const as = courses.flatMap((c) => Array.from({ length: 10 }, (_, j) => ({ id: newId(), course_id: c.id, owner_id: ownerId, email: `p${j}@b.test`, user_id: null, direct: 1, assigned_at: c.created_at, status: 'not_started', progress: 0, reminders_enabled: 1 })));
    for (let i = 0; i < as.length; i += 500) await db.insertInto('assignments').values(as.slice(i, i + 500)).execute();
  }
  const bare = await measureBare(bench);
  const m = await measure(path, bench, get(path, cookie), { seconds: Number(process.env.BENCH_SECONDS ?? 5) });
  const bare2 = await measureBare(bench);
  console.log(path, Math.round(m.requestsPerSecond), 'p99', m.latencyP99, 'bare', Math.round(bare.requestsPerSecond), Math.round(bare2.requestsPerSecond), 'ratio', (2*m.requestsPerSecond/(bare.requestsPerSecond+bare2.requestsPerSecond)).toFixed(2));
} finally { await bench.close(); }
