// Two Slidewise instances behind nginx (round robin), with PostgreSQL, Redis and an
// S3 server, all on loopback. Used by `npm run cluster` and the cluster journey test.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface ClusterPorts {
  /** nginx; the instances take the next two ports. */
  http: number;
  postgres: number;
  redis: number;
  s3: number;
}

export interface Cluster {
  url: string;
  instances: { url: string; kill(): Promise<void>; start(): Promise<void> }[];
  databaseUrl: string;
  /** The nginx configuration in use. */
  nginxConfig: string;
  stop(): Promise<void>;
}

/** The nginx configuration: round robin, and a request the dead instance refused goes to the other. */
export function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 210m;

  upstream slidewise {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://slidewise;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Uploads and video stream through rather than being spooled to nginx's disk.
      proxy_request_buffering off;
      proxy_buffering off;
      # A refused connection never reached the app, so even a POST may go to the other one.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 300s;
    }
  }
}
`;
}

/** Resolves once `attempt` succeeds, retrying every 200 ms; the error names `what` and the last failure. */
function retryUntil(what: string, attempt: () => Promise<void>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const tryOnce = (): Promise<void> =>
    attempt().catch((error: unknown) =>
      Date.now() > deadline
        ? Promise.reject(new Error(`${what}: ${error instanceof Error ? error.message : error}`))
        : new Promise<void>((resolve) => setTimeout(resolve, 200)).then(tryOnce),
    );
  return tryOnce();
}

function waitFor(url: string): Promise<void> {
  return retryUntil(`${url} did not become ready`, async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  });
}

/** Waits for a server of ours to accept connections, failing at once, with its log, if it exited. */
function waitForPort(name: string, child: ChildProcess, port: number, logFile: string) {
  return retryUntil(
    `${name} did not start on ${port}`,
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `it exited (${child.exitCode ?? child.signalCode}):\n${readFileSync(logFile, 'utf8')}`,
        );
      }
      await new Promise<void>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(resolve));
        socket.once('error', reject);
      });
    },
    15_000,
  );
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startCluster(
  ports: ClusterPorts,
  options: { env?: Record<string, string>; log?: (line: string) => void; dir?: string } = {},
): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'slidewise-cluster-'));
  const children: ChildProcess[] = [];
  // Beside, not inside, the private working directory: PostgreSQL may run as its own account.
  const pgDir = `${dir}-postgres`;
  const stopPostgres = () =>
    execFileSync(join(root, 'scripts/test-postgres.sh'), ['stop', pgDir, String(ports.postgres)], {
      stdio: 'ignore',
    });
  const cleanup = async () => {
    for (const child of children.reverse()) {
      child.kill('SIGTERM');
      await exited(child);
    }
    stopPostgres();
    rmSync(pgDir, { recursive: true, force: true });
    if (!options.dir) rmSync(dir, { recursive: true, force: true });
  };

  try {
    log(`PostgreSQL on ${ports.postgres}`);
    const adminUrl = execFileSync(
      join(root, 'scripts/test-postgres.sh'),
      ['start', pgDir, String(ports.postgres)],
      { encoding: 'utf8' },
    ).trim();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE slidewise');
    await admin.end();
    const databaseUrl = adminUrl.replace(/\/[^/]*$/, '/slidewise');

    log(`Redis on ${ports.redis}`);
    const redisLog = join(dir, 'redis.log');
    const redis = spawn(
      'redis-server',
      ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', openSync(redisLog, 'a'), openSync(redisLog, 'a')] },
    );
    children.push(redis);
    await waitForPort('Redis', redis, ports.redis, redisLog);

    log(`S3 server on ${ports.s3}`);
    children.push(
      spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          join(root, 'apps/server/scripts/s3-server.ts'),
          String(ports.s3),
          join(dir, 's3'),
          'slidewise',
        ],
        { stdio: 'ignore', cwd: root },
      ),
    );

    const url = `http://127.0.0.1:${ports.http}`;
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      S3_BUCKET: 'slidewise',
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      AUTH_SECRET: 'cluster-secret-shared-by-every-instance-0123456789',
      PUBLIC_URL: url,
      TRUST_PROXY: 'true',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...options.env,
    };

    const instances = [1, 2].map((n) => {
      const port = ports.http + n;
      // Each instance has its own DATA_DIR: nothing on one machine's disk is needed by another.
      const dataDir = join(dir, `instance-${n}`);
      mkdirSync(dataDir, { recursive: true });
      let child: ChildProcess | undefined;
      const instance = {
        url: `http://127.0.0.1:${port}`,
        async start() {
          child = spawn(
            process.execPath,
            ['--conditions=source', '--import', 'tsx', join(root, 'apps/server/src/server.ts')],
            {
              cwd: root,
              env: { ...process.env, ...shared, PORT: String(port), DATA_DIR: dataDir },
              stdio: ['ignore', 'inherit', 'inherit'],
            },
          );
          children.push(child);
          await waitFor(`${instance.url}/api/health/ready`);
        },
        /** SIGKILL: no graceful shutdown, as a crash. */
        async kill() {
          if (!child) return;
          child.kill('SIGKILL');
          await exited(child);
        },
      };
      return instance;
    });
    // The first instance runs the migrations alone, then the second starts.
    log(`instances on ${ports.http + 1} and ${ports.http + 2}`);
    for (const instance of instances) await instance.start();

    const config = nginxConfig(dir, ports.http, [ports.http + 1, ports.http + 2]);
    writeFileSync(join(dir, 'nginx.conf'), config);
    log(`nginx on ${ports.http}`);
    children.push(
      spawn(
        process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'),
        ['-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'nginx-error.log')],
        {
          stdio: 'inherit',
        },
      ),
    );
    await waitFor(`${url}/api/health/ready`);

    return { url, instances, databaseUrl, nginxConfig: config, stop: cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
