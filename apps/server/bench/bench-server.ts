// The server under benchmark, in its own process: the whole app (as `npm run serve`
// builds it, from the environment) plus a bare JSON route as the baseline.
// Prints one JSON line with its URL once it listens; SIGTERM closes it.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { BARE_PATH } from './bench-paths.js';

const config = loadConfig();
const app = await buildApp({ config, logger: false });
app.get(BARE_PATH, async () => ({ ok: true, items: [] }));
// BENCH_CPU_PROF=<dir>: SIGUSR2 starts a CPU profile (once seeding is done); it is written
// there when the server stops.
const profileDir = process.env.BENCH_CPU_PROF;
let profiler: Session | undefined;
process.on('SIGUSR2', () => {
  if (!profileDir || profiler) return;
  profiler = new Session();
  profiler.connect();
  void profiler.post('Profiler.enable').then(() => profiler!.post('Profiler.start'));
});
process.on('SIGTERM', async () => {
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(join(profileDir!, `server-${process.pid}.cpuprofile`), JSON.stringify(profile));
  }
  await app.close();
  process.exit(0);
});
await app.listen({ port: config.port, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
