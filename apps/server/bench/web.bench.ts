// npm run bench:web (after npm run build): the built web app served by the real server
// in its own process. Prints (1) how each static file and a large API answer are
// encoded for a client that accepts brotli and gzip, and (2) the gzipped JavaScript
// each screen loads in Chromium, against the budgets (sign-in screens 100 KB, others 200 KB),
// and (3) Lighthouse's performance score, mobile and desktop, on /login, the dashboard and the
// learner's player (targets: 90 mobile, 95 desktop), the median of LIGHTHOUSE_RUNS runs (default
// 3; 0 skips it). BENCH_WEB_DETAIL=1 also lists each screen's scripts, largest first;
// LIGHTHOUSE_REPORTS=<dir> keeps each Lighthouse report there as JSON.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { signUpCookie, startBenchApp } from './harness.js';

const WEB_DIST = join(import.meta.dirname, '../../web/dist');
const SIGN_IN_BUDGET = 100 * 1024;
const SCREEN_BUDGET = 200 * 1024;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );

const LIGHTHOUSE_TARGET = { mobile: 90, desktop: 95 };
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DETAIL = process.env.BENCH_WEB_DETAIL === '1';
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
// Lighthouse drives the same Chromium over the DevTools protocol.
const DEVTOOLS_PORT = Number(process.env.BENCH_DEVTOOLS_PORT ?? 9339);

// The browser's own origin must be trusted, or the pages' writes (the player's progress)
// are refused and Lighthouse measures an error message: a fixed free port, trusted.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const bench = await startBenchApp({
  WEB_DIST,
  PORT: String(port),
  TRUSTED_ORIGINS: `http://127.0.0.1:${port}`,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    `--remote-debugging-port=${DEVTOOLS_PORT}`,
  ],
});
let failed = false;
try {
  // 1. Content negotiation on every file of the build.
  const text = /\.(html|js|css|svg|json|txt|webmanifest)$/;
  const served = files(WEB_DIST).filter((f) => !/\.(br|gz)$/.test(f));
  const encodings = new Map<string, string[]>();
  for (const file of served) {
    const path = `/${relative(WEB_DIST, file)}`;
    const res = await fetch(`${bench.url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    const key = `${text.test(file) ? 'text' : 'binary'} → ${res.headers.get('content-encoding') ?? 'identity'}`;
    encodings.set(key, [...(encodings.get(key) ?? []), path]);
  }
  console.log(`\nStatic files (${served.length}) for Accept-Encoding: br, gzip`);
  console.table(
    [...encodings].map(([encoding, paths]) => ({
      encoding,
      files: paths.length,
      example: paths[0],
    })),
  );
  const plainText = encodings.get('text → identity') ?? [];
  for (const path of plainText) {
    const raw = await (await fetch(`${bench.url}${path}`)).arrayBuffer();
    if (gzipSync(Buffer.from(raw)).length < raw.byteLength) {
      console.log(`NOT COMPRESSED although it would shrink: ${path}`);
      failed = true;
    }
  }

  // A large API answer (a page of 50 courses), negotiated like the files.
  const leader = await signUpCookie(bench, 'web.bench@example.com');
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${bench.url}/api/v1/courses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: leader.cookie, origin: bench.origin },
      body: JSON.stringify({ title: `Course ${i}`, description: 'A benchmark course' }),
    });
    if (!res.ok) throw new Error(`course: ${res.status}`);
  }
  const api = await fetch(`${bench.url}/api/v1/courses?pageSize=50`, {
    headers: { cookie: leader.cookie, 'accept-encoding': 'br, gzip' },
  });
  const apiBytes = (await api.arrayBuffer()).byteLength;
  console.log(
    `GET /api/v1/courses?pageSize=50: content-encoding ${api.headers.get('content-encoding') ?? 'identity'} (${apiBytes} bytes decoded)`,
  );

  // 2. JavaScript per screen: every script the page loads, counted at its gzipped size.
  const gzSize = new Map<string, number>();
  const gzipped = async (url: string) => {
    if (!gzSize.has(url)) {
      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      gzSize.set(url, gzipSync(Buffer.from(await res.arrayBuffer())).length);
    }
    return gzSize.get(url)!;
  };
  const course = (await (
    await fetch(`${bench.url}/api/v1/courses?pageSize=1`, { headers: { cookie: leader.cookie } })
  ).json()) as { items: { id: string }[] };
  const courseId = course.items[0]!.id;
  const learner = await learnerCourse(leader.cookie);
  // Each screen: its name, path, budget and whose cookie opens it (null: nobody's).
  const screens: [string, string, number, string | null][] = [
    ['/login', '/login', SIGN_IN_BUDGET, null],
    ['/signup', '/signup', SIGN_IN_BUDGET, null],
    ['/forgot-password', '/forgot-password', SIGN_IN_BUDGET, null],
    ['/dashboard', '/dashboard', SCREEN_BUDGET, leader.cookie],
    ['/courses', '/courses', SCREEN_BUDGET, leader.cookie],
    [
      '/courses/edit/slides/{id} (slide editor)',
      `/courses/edit/slides/${courseId}`,
      SCREEN_BUDGET,
      leader.cookie,
    ],
    ['/reports', '/reports', SCREEN_BUDGET, leader.cookie],
    ['/learn', '/learn', SCREEN_BUDGET, leader.cookie],
    ['/learn/{id} (player)', `/learn/${learner.courseId}`, SCREEN_BUDGET, learner.cookie],
  ];
  const rows = [];
  for (const [name, path, budget, cookie] of screens) {
    const context = await browser.newContext();
    if (cookie) {
      const [pair] = cookie.split('; ');
      const [cookieName, value] = pair!.split('=');
      await context.addCookies([{ name: cookieName!, value: value!, url: bench.url }]);
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(res.url());
    });
    await page.goto(`${bench.url}${path}`, { waitUntil: 'networkidle' });
    await context.close();
    let total = 0;
    const sizes: [string, number][] = [];
    for (const url of scripts) {
      const size = await gzipped(url);
      total += size;
      sizes.push([new URL(url).pathname, size]);
    }
    if (DETAIL) {
      console.log(`\n${name}`);
      for (const [file, size] of sizes.sort((a, b) => b[1] - a[1]))
        console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
    }
    const ok = total <= budget;
    failed ||= !ok;
    rows.push({
      screen: name,
      scripts: scripts.size,
      'JS gzipped KB': (total / 1024).toFixed(1),
      'budget KB': budget / 1024,
      within: ok ? 'yes' : 'NO',
    });
  }
  console.log('\nJavaScript loaded per screen (gzipped)');
  console.table(rows);

  // 3. Lighthouse (performance) on a course a learner has been assigned.
  if (LIGHTHOUSE_RUNS > 0) await lighthouseScores(leader.cookie, learner);
} finally {
  await browser.close();
  await bench.close();
}
process.exitCode = failed ? 1 : 0;

/** A learner assigned a published three-slide course: the player the screens and Lighthouse open. */
async function learnerCourse(leaderCookie: string) {
  const learner = await signUpCookie(bench, 'web.bench.learner@example.com');
  const send = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${bench.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: leaderCookie, origin: bench.origin },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ id: string; version: number }>;
  };
  const taken = await send('POST', '/api/v1/courses', { title: 'Lighthouse course' });
  for (const title of ['Welcome', 'What we do', 'Next steps'])
    await send('POST', `/api/v1/courses/${taken.id}/slides`, { kind: 'content', title });
  await send('PATCH', `/api/v1/courses/${taken.id}`, { version: 1, status: 'published' });
  await send('POST', `/api/v1/courses/${taken.id}/assignees`, {
    emails: ['web.bench.learner@example.com'],
  });
  return { courseId: taken.id, cookie: learner.cookie };
}

async function lighthouseScores(
  leaderCookie: string,
  learner: Awaited<ReturnType<typeof learnerCourse>>,
) {
  const audited: [string, string, string | null][] = [
    ['/login', '/login', null],
    ['dashboard', '/dashboard', leaderCookie],
    ['learner player', `/learn/${learner.courseId}`, learner.cookie],
  ];
  const scores = [];
  for (const [name, path, cookie] of audited) {
    const row: Record<string, string> = { screen: name };
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const runs: { score: number; lcp: string }[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const result = await lighthouse(
          `${bench.url}${path}`,
          {
            port: DEVTOOLS_PORT,
            onlyCategories: ['performance'],
            logLevel: 'error',
            ...(cookie ? { extraHeaders: { cookie } } : {}),
          },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const audits = result?.lhr.audits ?? {};
        if (REPORTS && result) {
          mkdirSync(REPORTS, { recursive: true });
          const file = `${name.replaceAll(/\W+/g, ' ').trim().replaceAll(' ', '-')}-${formFactor}-${run + 1}.json`;
          writeFileSync(join(REPORTS, file), JSON.stringify(result.lhr));
        }
        runs.push({
          score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
          lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
        });
        if (DETAIL) {
          const metrics = [
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'cumulative-layout-shift',
            'speed-index',
          ]
            .map(
              (id) =>
                `${id
                  .split('-')
                  .map((w) => w[0])
                  .join('')
                  .toUpperCase()} ${audits[id]?.displayValue ?? '?'}`,
            )
            .join(', ');
          console.log(
            `  ${name} ${formFactor}: ${runs.at(-1)!.score} (${metrics})${result?.lhr.runtimeError ? ` ${result.lhr.runtimeError.message}` : ''}`,
          );
        }
      }
      runs.sort((a, b) => a.score - b.score);
      const median = runs[Math.floor(runs.length / 2)]!;
      row[formFactor] =
        `${median.score} (LCP ${median.lcp})` +
        (runs.length > 1 ? ` [${runs.map((r) => r.score).join(', ')}]` : '');
      failed ||= median.score < LIGHTHOUSE_TARGET[formFactor];
    }
    scores.push(row);
  }
  console.log(
    `\nLighthouse performance, median of ${LIGHTHOUSE_RUNS} (targets: mobile ${LIGHTHOUSE_TARGET.mobile}, desktop ${LIGHTHOUSE_TARGET.desktop})`,
  );
  console.table(scores);
}
