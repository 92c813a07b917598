// Shared plumbing for the benchmarks: a real app on a throwaway database,
// listening on a real port, measured with autocannon against a bare route
// served by the same process in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

export const BARE_PATH = '/bench/bare';

export interface BenchApp {
  app: FastifyInstance;
  url: string;
  origin: string;
  close(): Promise<void>;
}

export async function startBenchApp(env: Record<string, string> = {}): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'slidewise-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
  const app = await buildApp({ config: { ...config, webDist: undefined }, logger: false });
  // The baseline: the same server, a route that does nothing but answer JSON.
  app.get(BARE_PATH, async () => ({ ok: true, items: [] }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    url,
    origin: config.publicUrl,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up through the API and returns the session cookie. */
export async function signUpCookie(
  bench: BenchApp,
  email: string,
): Promise<{ cookie: string; id: string }> {
  const res = await fetch(`${bench.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: bench.origin },
    body: JSON.stringify({ name: 'Bench Leader', email, password: 'benchmark passphrase' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await res.json()) as { user: { id: string } };
  return { cookie, id: user.id };
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
}

export async function measure(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; connections?: number; seconds?: number } = {},
): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? Number(process.env.BENCH_SECONDS ?? 8),
    headers: options.headers ?? {},
  });
  const errors = result.errors + result.non2xx;
  return {
    name,
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors,
  };
}

export function report(title: string, baseline: Measurement, measurements: Measurement[]) {
  console.log(`\n${title}`);
  const rows = [baseline, ...measurements].map((m) => ({
    endpoint: m.name,
    'req/s': Math.round(m.requestsPerSecond),
    'p50 ms': m.latencyP50,
    'p99 ms': m.latencyP99,
    errors: m.errors,
    'vs bare':
      m === baseline ? '1.00' : (m.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
  }));
  console.table(rows);
}
