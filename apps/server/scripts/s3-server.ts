// A local S3-protocol server (s3rver) for the cluster and the storage benchmark:
//   node --import tsx apps/server/scripts/s3-server.ts <port> <directory> <bucket>
// It serves until it receives SIGTERM or SIGINT.
import S3rver from 's3rver';

const [port = '4561', directory = '/tmp/slidewise-s3', bucket = 'slidewise'] =
  process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
await server.run();
console.log(`S3 server on http://127.0.0.1:${port}, bucket ${bucket}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
