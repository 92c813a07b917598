// npm run cluster: two instances behind nginx with PostgreSQL, Redis and an S3 server,
// on loopback. Ports: CLUSTER_PORT (nginx; instances on the next two, default 8080),
// CLUSTER_PG_PORT (25433), CLUSTER_REDIS_PORT (26380), CLUSTER_S3_PORT (4568).
// Extra settings for the instances (SMTP_URL, say) pass through the environment.
import { startCluster } from './cluster.js';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const passThrough = Object.fromEntries(
  ['SMTP_URL', 'MAIL_FROM', 'LOG_LEVEL'].flatMap((k) =>
    process.env[k] ? [[k, process.env[k]!]] : [],
  ),
);
const cluster = await startCluster(
  {
    http: port('CLUSTER_PORT', 8080),
    postgres: port('CLUSTER_PG_PORT', 25433),
    redis: port('CLUSTER_REDIS_PORT', 26380),
    s3: port('CLUSTER_S3_PORT', 4568),
  },
  { env: passThrough, log: (line) => console.log(`starting ${line}`) },
);
console.log(
  `\nSlidewise cluster: ${cluster.url}  (instances ${cluster.instances.map((i) => i.url).join(', ')})`,
);
console.log('Ctrl-C stops everything.');
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  });
}
