import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { copyUploadsToS3 } from '../src/modules/uploads/upload.copy-to-s3.js';
import { objectKey, s3Client } from '../src/modules/uploads/upload.s3-storage.js';
import { mp4, multipart } from './helpers/files.js';
import { startS3Server, type S3Server } from './helpers/s3-server.js';
import { countRows, createTestApp, dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

/** A video of `size` bytes: an MP4 header, then random bytes so every range differs. */
const video = (size: number) => {
  const head = mp4();
  return Buffer.concat([head, randomBytes(size - head.length)]);
};

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});

const storages = ['disk', 's3'] as const;

describe.each(dialects.flatMap((d) => storages.map((s) => [d, s] as const)))(
  'upload storage on %s with %s',
  (dialect, storage) => {
    const { t } = useTestApp(dialect, { env: () => (storage === 's3' ? s3.env : {}) });
    let ada: TestClient;
    const bytes = video(300_000);
    let url: string;

    beforeAll(async () => {
      ada = await t.signedUp(`ada-${storage}@example.com`);
      const res = await ada.upload(
        '/api/v1/uploads?kind=video',
        multipart(bytes, 'v.mp4', 'video/mp4'),
      );
      expect(res.statusCode).toBe(201);
      url = res.json().url;
    });

    it('stores the file where configured and serves it whole with Accept-Ranges', async () => {
      const [row] = await t.app.db.kysely.selectFrom('uploads').select('storage_key').execute();
      const onDisk = existsSync(join(t.config.dataDir, 'uploads', row!.storage_key));
      expect(onDisk).toBe(storage === 'disk');
      if (storage === 's3') {
        const head = await s3Client(t.config.s3!).send(
          new HeadObjectCommand({ Bucket: t.config.s3!.bucket, Key: objectKey(row!.storage_key) }),
        );
        expect(head.ContentLength).toBe(bytes.length);
        expect(head.ContentType).toBe('video/mp4');
      }
      const res = await t.client().get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(Number(res.headers['content-length'])).toBe(bytes.length);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    });

    it('answers a range with 206 and exactly those bytes', async () => {
      const middle = await t.client().get(url, { range: 'bytes=1000-1999' });
      expect(middle.statusCode).toBe(206);
      expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
      expect(middle.headers['content-length']).toBe('1000');
      expect(middle.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);

      const open = await t.client().get(url, { range: `bytes=${bytes.length - 10}-` });
      expect(open.statusCode).toBe(206);
      expect(open.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

      const suffix = await t.client().get(url, { range: 'bytes=-500' });
      expect(suffix.statusCode).toBe(206);
      expect(suffix.headers['content-range']).toBe(
        `bytes ${bytes.length - 500}-${bytes.length - 1}/${bytes.length}`,
      );
      expect(suffix.rawPayload.equals(bytes.subarray(bytes.length - 500))).toBe(true);

      // Past the end is clamped to the file, as browsers expect.
      const clamped = await t.client().get(url, { range: `bytes=0-${bytes.length * 2}` });
      expect(clamped.statusCode).toBe(206);
      expect(clamped.rawPayload.equals(bytes)).toBe(true);
    });

    it('answers 416 for a range outside the file and ignores a malformed one', async () => {
      const outside = await t.client().get(url, { range: `bytes=${bytes.length}-` });
      expect(outside.statusCode).toBe(416);
      expect(outside.headers['content-range']).toBe(`bytes */${bytes.length}`);
      expect(outside.json().error.code).toBe('range_not_satisfiable');

      const malformed = await t.client().get(url, { range: 'bytes=abc' });
      expect(malformed.statusCode).toBe(200);
      expect(malformed.rawPayload.length).toBe(bytes.length);
    });

    it('removes the stored file with the upload', async () => {
      const res = await ada.upload(
        '/api/v1/uploads?kind=video',
        multipart(video(5000), 'v.mp4', 'video/mp4'),
      );
      const { id, url: doomed } = res.json();
      const row = await t.app.db.kysely
        .selectFrom('uploads')
        .select('storage_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect((await ada.delete(`/api/v1/uploads/${id}`)).statusCode).toBe(204);
      expect((await t.client().get(doomed)).statusCode).toBe(404);
      if (storage === 'disk') {
        expect(existsSync(join(t.config.dataDir, 'uploads', row.storage_key))).toBe(false);
      } else {
        await expect(
          s3Client(t.config.s3!).send(
            new HeadObjectCommand({ Bucket: t.config.s3!.bucket, Key: objectKey(row.storage_key) }),
          ),
        ).rejects.toMatchObject({ name: 'NotFound' });
      }
    });
  },
);

describe.each(dialects)('S3 outages on %s', (dialect) => {
  const { t } = useTestApp(dialect, { env: () => s3.env });
  let ada: TestClient;

  beforeAll(async () => {
    ada = await t.signedUp('outage@example.com');
  });
  // The bucket comes back for the blocks after this one.
  afterAll(() => s3.start());

  it('fails an upload with 503 and stores nothing while the bucket is unreachable, then recovers', async () => {
    const stored = (
      await ada.upload('/api/v1/uploads?kind=video', multipart(video(4000), 'v.mp4', 'video/mp4'))
    ).json();
    const before = await countRows(t.app, 'uploads');
    await s3.stop();
    try {
      const upload = await ada.upload(
        '/api/v1/uploads?kind=video',
        multipart(video(4000), 'v.mp4', 'video/mp4'),
      );
      expect(upload.statusCode).toBe(503);
      expect(upload.json().error.code).toBe('storage_unavailable');
      expect(await countRows(t.app, 'uploads')).toBe(before);
      expect(readdirSync(join(t.config.dataDir, 'incoming'))).toEqual([]);

      const download = await t.client().get(stored.url);
      expect(download.statusCode).toBe(503);
      expect(download.json().error.code).toBe('storage_unavailable');

      // Deleting fails the same way and keeps the upload.
      const removal = await ada.delete(`/api/v1/uploads/${stored.id}`);
      expect(removal.statusCode).toBe(503);
      expect(await countRows(t.app, 'uploads')).toBe(before);
    } finally {
      await s3.start();
    }
    expect((await t.client().get(stored.url)).statusCode).toBe(200);
  });
});

describe.each(dialects)('copying disk uploads into the bucket on %s', (dialect) => {
  it('copies every file, verifies it, skips it the second time, and the app then serves it from S3', async () => {
    const t = await createTestApp(dialect);
    try {
      const ada = t.client();
      await ada.signUp('copy@example.com');
      const files = [video(3000), video(70_000)];
      const urls: string[] = [];
      for (const file of files) {
        urls.push(
          (
            await ada.upload('/api/v1/uploads?kind=video', multipart(file, 'v.mp4', 'video/mp4'))
          ).json().url,
        );
      }
      const settings = loadConfig({ ...s3.env, DATA_DIR: t.config.dataDir }).s3!;
      const copy = () =>
        copyUploadsToS3({
          db: t.app.db.kysely,
          dataDir: t.config.dataDir,
          client: s3Client(settings),
          bucket: settings.bucket,
        });
      expect(await copy()).toEqual({ copied: 2, present: 0, missing: [], mismatched: [] });
      expect(await copy()).toEqual({ copied: 0, present: 2, missing: [], mismatched: [] });

      // The same database behind an app that reads from the bucket.
      await t.app.close();
      const onS3 = await createTestApp(dialect, {
        ...s3.env,
        ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
        DATA_DIR: t.config.dataDir,
      });
      try {
        for (const [i, file] of files.entries()) {
          const res = await onS3.client().get(urls[i]!);
          expect(res.statusCode).toBe(200);
          expect(res.rawPayload.equals(file)).toBe(true);
        }
      } finally {
        await onS3.app.close();
      }
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
