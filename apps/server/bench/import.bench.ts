// npm run bench:import — a 100-slide deck with 100 pictures and a 50-page PDF, each
// imported through the API of a server running in its own process: time to a
// finished course, the server's peak memory (VmHWM), and the latency of a light
// endpoint (GET /api/health) measured meanwhile against the same endpoint at rest.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pptxgenjs from 'pptxgenjs';
import { BENCH_AUTH_SECRET, signUpConfirmed } from './harness.js';

const PptxGenJS = pptxgenjs as unknown as typeof pptxgenjs.default;
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const BASE = `http://127.0.0.1:${PORT}`;
const headers = { origin: BASE };

/** A noisy 640×480 PNG (so that pictures do not compress to nothing), different per seed. */
function picture(seed: number): Buffer {
  const width = 640;
  const height = 480;
  const rows: Buffer[] = [];
  let x = seed * 2654435761;
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let i = 1; i < row.length; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      row[i] = x >>> 24;
    }
    rows.push(row);
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function bigDeck(): Promise<Buffer> {
  const deck = new PptxGenJS();
  for (let i = 0; i < 100; i++) {
    const slide = deck.addSlide();
    slide.addText(`Topic ${i + 1}`, { x: 0.5, y: 0.3, w: 9, h: 0.8 });
    slide.addText(
      [1, 2, 3].map((n) => ({
        text: `Point ${n} of topic ${i + 1}`,
        options: { bullet: true, breakLine: true },
      })),
      { x: 0.5, y: 1.3, w: 4.5, h: 3 },
    );
    slide.addImage({
      data: `image/png;base64,${picture(i).toString('base64')}`,
      x: 5.5,
      y: 1.3,
      w: 4,
      h: 3,
      altText: `Picture ${i + 1}`,
    });
    slide.addNotes(`Notes for topic ${i + 1}`);
  }
  return (await deck.write({ outputType: 'nodebuffer' })) as Buffer;
}

async function bigPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 50; i++) {
    const page = doc.addPage([792, 612]);
    page.drawText(`Chapter ${i + 1}`, { x: 50, y: 540, size: 32, font });
    for (let l = 0; l < 12; l++)
      page.drawText(`Line ${l + 1} of chapter ${i + 1}: keep the exits clear.`, {
        x: 50,
        y: 480 - l * 30,
        size: 16,
        font,
      });
  }
  return Buffer.from(await doc.save());
}

function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function latencies(until: () => boolean, minSamples = 0): Promise<number[]> {
  const samples: number[] = [];
  while (!until() || samples.length < minSamples) {
    const start = performance.now();
    await (await fetch(`${BASE}/api/health`)).text();
    samples.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 20));
  }
  return samples;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'slidewise-bench-import-'));
  const server = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'],
    {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        AUTH_SECRET: BENCH_AUTH_SECRET,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: BASE,
        REMINDERS_ENABLED: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`${BASE}/api/health`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const cookie = await signUpConfirmed(BASE, BASE, BENCH_AUTH_SECRET, {
      name: 'Bench',
      email: 'bench@example.com',
      password: 'a-strong-passphrase',
    });
    const atRest = await latencies(() => true, 50);
    console.log(
      `health at rest: p50 ${percentile(atRest, 50).toFixed(1)} ms, p99 ${percentile(atRest, 99).toFixed(1)} ms`,
    );

    for (const [label, type, file, name] of [
      ['100-slide deck, 100 pictures', 'pptx', await bigDeck(), 'big.pptx'],
      ['50-page PDF', 'pdf', await bigPdf(), 'big.pdf'],
    ] as const) {
      const form = new FormData();
      form.append('file', new Blob([file]), name);
      const started = performance.now();
      const res = await fetch(`${BASE}/api/v1/imports?type=${type}`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: form,
      });
      if (res.status !== 202) throw new Error(`${label}: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      let done = false;
      let job: { status: string; done: number; total: number } = {
        status: 'queued',
        done: 0,
        total: 0,
      };
      const during = latencies(() => done);
      while (!done) {
        await new Promise((r) => setTimeout(r, 100));
        job = (await (
          await fetch(`${BASE}/api/v1/imports/${id}`, { headers: { cookie } })
        ).json()) as typeof job;
        done = !['queued', 'running'].includes(job.status);
      }
      const seconds = (performance.now() - started) / 1000;
      const samples = await during;
      console.log(
        `${label} (${(file.length / 1024 / 1024).toFixed(1)} MB): ${job.status} ${job.done}/${job.total} in ${seconds.toFixed(1)} s; ` +
          `server peak memory ${peakMemoryMb(server.pid!).toFixed(0)} MB; health meanwhile p50 ${percentile(samples, 50).toFixed(1)} ms, ` +
          `p99 ${percentile(samples, 99).toFixed(1)} ms (${samples.length} requests)`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
