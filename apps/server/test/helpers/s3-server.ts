import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** The S3_* settings that point the app at this server's bucket. */
  env: Record<string, string>;
  /** Stops answering (the bucket stays on disk), as an outage would. */
  stop(): Promise<void>;
  /** Answers again on the same port with the same contents. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on a loopback port, with one bucket. */
export async function startS3Server(bucket = 'slidewise-test'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'slidewise-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    if (server) return;
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    port = (await server.run()).port;
  };
  const stop = async () => {
    if (!server) return;
    const closing = server.close();
    server.httpServer?.closeAllConnections(); // an outage drops open connections too
    await closing;
    server = undefined;
  };
  await start();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
