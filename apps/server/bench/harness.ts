// Shared plumbing for the benchmarks: the real app in its own process (bench-server.ts)
// on a throwaway database, driven from this process by wrk, against a bare route
// served by the same server in the same run.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { createEmailVerificationToken } from 'better-auth/api';
import pg from 'pg';
import { openDatabase, type Db } from '../src/db/database.js';
import { BARE_PATH } from './bench-paths.js';

export { BARE_PATH };

const ORIGIN = 'http://bench.slidewise.test';

export interface BenchApp {
  /** The server's base URL. */
  url: string;
  /** The Origin header state-changing requests carry. */
  origin: string;
  /** This process's own connection to the server's database, for seeding and checks. */
  db: Db;
  /** CPU time the server process has used so far, in µs (NaN where /proc is missing). */
  cpuMicros(): number;
  /** With BENCH_CPU_PROF=<dir>: the server's CPU profile starts now, and is written when it stops. */
  startProfile(): void;
  close(): Promise<void>;
}

/** A throwaway database on the DATABASE_URL server, dropped at the end. */
async function throwawayPostgres(adminUrl: string) {
  const name = `slidewise_bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Starts bench-server.ts as its own process (on BENCH_PORT, or any free port). */
export async function startBenchApp(env: Record<string, string> = {}): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'slidewise-bench-'));
  const postgres = process.env.DATABASE_URL
    ? await throwawayPostgres(process.env.DATABASE_URL)
    : undefined;
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(import.meta.dirname, 'bench-server.ts')],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: process.env.BENCH_PORT ?? '0',
        PUBLIC_URL: ORIGIN,
        LOG_LEVEL: 'silent',
        REMINDERS_ENABLED: 'false',
        AUTH_RATE_LIMIT_PER_IP: '1000000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
        AUTH_SECRET: BENCH_AUTH_SECRET,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const { url } = JSON.parse(firstLine) as { url: string };
  const db = openDatabase({ dataDir, databaseUrl: postgres?.url, readCache: false });
  return {
    url,
    origin: ORIGIN,
    db,
    cpuMicros: () => processCpuMicros(child.pid!),
    // BENCH_CPU_PROF=<dir>: the server profiles from here until it stops (seeding left out).
    startProfile: () => void child.kill('SIGUSR2'),
    async close() {
      await db.close();
      child.kill('SIGTERM');
      await exited;
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** utime + stime of a Linux process, from /proc/<pid>/stat (clock ticks of 10 ms). */
function processCpuMicros(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return NaN;
  }
}

/** Signs up through the API, opens the confirmation link, and returns the session cookie. */
export async function signUpCookie(
  bench: BenchApp,
  email: string,
): Promise<{ cookie: string; id: string }> {
  const cookie = await signUpConfirmed(bench.url, bench.origin, BENCH_AUTH_SECRET, {
    name: 'Bench Leader',
    email,
    password: 'benchmark passphrase',
  });
  const { id } = await bench.db.kysely
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { cookie, id };
}

/** The AUTH_SECRET of the servers benchmarks start: it signs the confirmation links. */
/** Every fifth slide of a benchmark course is a quiz (answer: the second option). */
export const QUIZ_EVERY = 5;

/** The i-th slide (from 1) of a benchmark course. */
export const benchSlide = (i: number) =>
  i % QUIZ_EVERY === 0
    ? {
        kind: 'quiz',
        title: `Quiz ${i}`,
        quiz: { question: 'Which?', options: ['a', 'b'], correct: [1], multiple: false },
      }
    : { kind: 'content', title: `Slide ${i}` };

export const BENCH_AUTH_SECRET = 'benchmark-secret-that-signs-links-0123456789';

/**
 * Signs up on a server started with `authSecret`, then opens the confirmation link the
 * e-mail carries (the same token: better-auth signs it with the secret), which signs the
 * account in; answers the session cookie.
 */
export async function signUpConfirmed(
  base: string,
  origin: string,
  authSecret: string,
  account: { name: string; email: string; password: string },
): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const token = await createEmailVerificationToken(authSecret, account.email);
  const confirmed = await fetch(`${base}/api/auth/verify-email?token=${token}`);
  if (!confirmed.ok) throw new Error(`confirmation failed: ${confirmed.status}`);
  return confirmed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
  /**
   * Server CPU per request, in µs: steadier than req/s on a machine others load,
   * since it leaves out the time the server waited for a core.
   */
  cpuPerRequest: number;
}

/** A request wrk sends, as its Lua `wrk.format` takes it. */
export interface WrkRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const lua = (s: string) => JSON.stringify(s); // a JSON string is a valid Lua string literal here

/**
 * A wrk script that cycles through the given requests, one after another. They are
 * formatted on first use: wrk knows the Host header only once its thread runs.
 */
function wrkScript(requests: WrkRequest[]): string {
  const entries = requests.map(
    (r) =>
      `{${lua(r.method)}, ${lua(r.path)}, {${Object.entries(r.headers)
        .map(([k, v]) => `[${lua(k)}] = ${lua(v)}`)
        .join(', ')}}${r.body === undefined ? '' : `, ${lua(r.body)}`}}`,
  );
  return `local specs = {\n${entries.join(',\n')}\n}
local requests = {}
local i = 0
request = function()
  i = i % #specs + 1
  if not requests[i] then
    local s = specs[i]
    requests[i] = wrk.format(s[1], s[2], s[3], s[4])
  end
  return requests[i]
end
`;
}

const toMs = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? NaN);

/** Loads the server with wrk (one thread, 50 connections by default) after a short warm-up. */
export async function measure(
  name: string,
  bench: BenchApp,
  requests: WrkRequest[],
  options: { connections?: number; seconds?: number } = {},
): Promise<Measurement> {
  const script = join(mkdtempSync(join(tmpdir(), 'slidewise-wrk-')), 'requests.lua');
  writeFileSync(script, wrkScript(requests));
  const wrk = async (seconds: number) => {
    const args = ['-t1', `-c${options.connections ?? 50}`, `-d${seconds}s`, '--latency'];
    const { stdout } = await promisify(execFile)('wrk', [...args, '-s', script, bench.url]);
    return stdout;
  };
  await wrk(1); // warm-up
  const cpuBefore = bench.cpuMicros();
  const out = await wrk(options.seconds ?? Number(process.env.BENCH_SECONDS ?? 8));
  const cpuUsed = bench.cpuMicros() - cpuBefore;
  rmSync(join(script, '..'), { recursive: true, force: true });
  const latency = (p: string) => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\b`, 'm').exec(out);
    return m ? toMs(m[1]!, m[2]!) : NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    name,
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    latencyP50: latency('50'),
    latencyP99: latency('99'),
    errors: non2xx + (socket ? socket.slice(1).reduce((s, n) => s + Number(n), 0) : 0),
    cpuPerRequest: cpuUsed / Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN),
  };
}

/** The same GET, with the session cookie, over and over. */
export const get = (path: string, cookie?: string): WrkRequest[] => [
  { method: 'GET', path, headers: cookie ? { cookie } : {} },
];

/** The bare route, the baseline of every ratio. */
export const measureBare = (bench: BenchApp) =>
  measure('bare route (baseline)', bench, get(BARE_PATH));

export interface Compared extends Measurement {
  /** The bare route's rate measured just before and just after this (their mean). */
  bareRequestsPerSecond: number;
  /** The bare route's CPU per request, measured the same way. */
  bareCpuPerRequest: number;
}

/**
 * Measures each case between two runs of the bare route (bare, case, bare, case, …, bare),
 * so that each ratio compares runs seconds apart on a machine whose load moves.
 */
export async function againstBare(
  bench: BenchApp,
  cases: { name: string; requests: WrkRequest[] }[],
): Promise<Compared[]> {
  bench.startProfile();
  let before = await measureBare(bench);
  const rows: Compared[] = [];
  for (const c of cases) {
    const measured = await measure(c.name, bench, c.requests);
    const after = await measureBare(bench);
    rows.push({
      ...measured,
      bareRequestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2,
      bareCpuPerRequest: (before.cpuPerRequest + after.cpuPerRequest) / 2,
    });
    before = after;
  }
  return rows;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Prints the table, with each ratio against its neighbouring bare runs, and the machine's load. */
export function report(title: string, rows: Compared[]) {
  console.log(`\n${title} (load average now ${load()} on ${cpus().length} cores)`);
  console.table(
    rows.map((m) => ({
      endpoint: m.name,
      'req/s': Math.round(m.requestsPerSecond),
      'p50 ms': m.latencyP50,
      'p99 ms': m.latencyP99,
      errors: m.errors,
      'bare req/s': Math.round(m.bareRequestsPerSecond),
      'vs bare': (m.requestsPerSecond / m.bareRequestsPerSecond).toFixed(2),
      'CPU µs/req': Math.round(m.cpuPerRequest),
      'bare CPU µs/req': Math.round(m.bareCpuPerRequest),
      'CPU vs bare': (m.bareCpuPerRequest / m.cpuPerRequest).toFixed(2),
    })),
  );
}
