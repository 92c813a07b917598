// npm run bench:storage: the server's memory while a 200 MB video goes up and comes
// back down, on disk and on S3 (s3rver on loopback). The server runs as its own
// process; its resident set is read from /proc before, and its peak (VmHWM) after
// each transfer. Streaming means the growth stays far below the file's size.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { BENCH_AUTH_SECRET, signUpConfirmed } from './harness.js';

const SIZE = 200_000_000;
const APP_PORT = Number(process.env.BENCH_PORT ?? 8068);
const S3_PORT = Number(process.env.BENCH_S3_PORT ?? 4562);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'slidewise-storage-bench-'));
const origin = `http://127.0.0.1:${APP_PORT}`;

const memory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

function startNode(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--conditions=source', '--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

// The test file: an MP4 header, then pseudo-random bytes (written once, 1 MB at a time).
const file = join(work, 'video.mp4');
{
  const header = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42\0\0\0\0mp42isom', 'latin1'),
  ]);
  const chunk = Buffer.alloc(1_000_000);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 2654435761) >>> 24;
  const parts = [header, ...Array.from({ length: SIZE / chunk.length }, () => chunk)];
  writeFileSync(file, Buffer.concat(parts).subarray(0, SIZE));
}
const expected = createHash('sha256').update(readFileSync(file)).digest('hex');

async function measureStorage(kind: 'disk' | 's3') {
  const dataDir = join(work, `data-${kind}`);
  const s3 =
    kind === 's3'
      ? startNode(
          ['apps/server/scripts/s3-server.ts', String(S3_PORT), join(work, 's3'), 'bench'],
          {},
        )
      : undefined;
  const app = startNode(['apps/server/src/server.ts'], {
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    AUTH_SECRET: BENCH_AUTH_SECRET,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    REMINDERS_ENABLED: 'false',
    WEB_DIST: join(work, 'no-web'),
    ...(kind === 's3'
      ? {
          S3_BUCKET: 'bench',
          S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'true',
        }
      : {}),
  });
  try {
    await waitFor(`${origin}/api/health`);
    const cookie = await signUpConfirmed(origin, origin, BENCH_AUTH_SECRET, {
      name: 'Bench',
      email: `${kind}@example.com`,
      password: 'benchmark passphrase',
    });
    const baseline = memory(app.pid!).rss;

    const boundary = 'slidewisebench';
    const body = Readable.from(
      (async function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
        );
        yield* createReadStream(file, { highWaterMark: 1 << 20 });
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const upStarted = Date.now();
    const up = await fetch(`${origin}/api/v1/uploads?kind=video`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.toWeb(body) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    if (up.status !== 201) throw new Error(`upload: ${up.status} ${await up.text()}`);
    const upSeconds = (Date.now() - upStarted) / 1000;
    const afterUpload = memory(app.pid!).peak;

    const downStarted = Date.now();
    const down = await fetch(`${origin}${((await up.json()) as { url: string }).url}`);
    const hash = createHash('sha256');
    for await (const chunk of down.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
    const downSeconds = (Date.now() - downStarted) / 1000;
    const afterDownload = memory(app.pid!).peak;
    if (hash.digest('hex') !== expected) throw new Error('the download differs from the upload');

    console.log(
      `${kind.padEnd(4)}  baseline RSS ${baseline.toFixed(0)} MB; peak during upload +${(afterUpload - baseline).toFixed(0)} MB (${upSeconds.toFixed(1)} s); peak by end of download +${(afterDownload - baseline).toFixed(0)} MB (${downSeconds.toFixed(1)} s); file ${SIZE / 1e6} MB, bytes identical`,
    );
  } finally {
    app.kill('SIGTERM');
    s3?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
  }
}

try {
  await measureStorage('disk');
  await measureStorage('s3');
} finally {
  rmSync(work, { recursive: true, force: true });
}
