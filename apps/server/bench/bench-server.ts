// The server under benchmark, in its own process: the whole app (as `npm run serve`
// builds it, from the environment) plus a bare JSON route as the baseline.
// Prints one JSON line with its URL once it listens; SIGTERM closes it.
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { BARE_PATH } from './bench-paths.js';

const config = loadConfig();
const app = await buildApp({ config, logger: false });
app.get(BARE_PATH, async () => ({ ok: true, items: [] }));
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
await app.listen({ port: config.port, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
