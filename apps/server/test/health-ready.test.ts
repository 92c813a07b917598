import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from './helpers/s3-server.js';
import { createTestApp, dialects } from './helpers/test-app.js';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server('slidewise-ready');
});
afterAll(() => s3.close());

describe.each(dialects)('GET /api/health/ready on %s', (dialect) => {
  it('is ready on disk storage and reports the mail queue’s depth and oldest message', async () => {
    const t = await createTestApp(dialect, { MAIL_WORKER_ENABLED: 'false' });
    try {
      const empty = await t.client().get('/api/health/ready');
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({
        status: 'ok',
        db: 'ok',
        storage: 'ok',
        mail: { queued: 0, failed: 0, oldestQueuedSeconds: 0 },
      });

      await t.app.mail.mailer.send({ to: 'a@ready.test', subject: 'S', text: 't', html: 'h' });
      t.clock.advance(90_000);
      await t.app.mail.mailer.send({ to: 'b@ready.test', subject: 'S', text: 't', html: 'h' });
      await t.app.db.kysely
        .updateTable('mail_outbox')
        .set({ status: 'failed' })
        .where('to_address', '=', 'b@ready.test')
        .execute();
      const res = await t.client().get('/api/health/ready');
      expect(res.json().mail).toEqual({ queued: 1, failed: 1, oldestQueuedSeconds: 90 });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the bucket while S3 is unreachable, and 200 once it is back', async () => {
    const t = await createTestApp(dialect, s3.env);
    try {
      expect((await t.client().get('/api/health/ready')).json()).toMatchObject({
        status: 'ok',
        storage: 'ok',
      });
      await s3.stop();
      const down = await t.client().get('/api/health/ready');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', db: 'ok', storage: 'down' });
      await s3.start();
      expect((await t.client().get('/api/health/ready')).statusCode).toBe(200);
    } finally {
      await s3.start();
      await t.close();
    }
  });

  it('answers 503 naming Redis when REDIS_URL does not answer, and reports it when it does', async () => {
    const dead = await createTestApp(dialect, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await dead.client().get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', db: 'ok', redis: 'down' });
      // Liveness does not depend on Redis.
      expect((await dead.client().get('/api/health')).statusCode).toBe(200);
    } finally {
      await dead.close();
    }
    if (!process.env.TEST_REDIS_URL) return;
    const live = await createTestApp(dialect, { REDIS_URL: process.env.TEST_REDIS_URL });
    try {
      await expect
        .poll(async () => (await live.client().get('/api/health/ready')).json().redis)
        .toBe('ok');
    } finally {
      await live.close();
    }
  });
});
