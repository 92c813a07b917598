import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { MailQueue } from '../mail/mail.queue.js';
import type { UploadStorage } from '../uploads/upload.storage.js';

const healthSchema = z.object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']) });
const state = z.enum(['ok', 'down']);
const readySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: state,
  redis: state.optional(),
  storage: state,
  /** Null when the database cannot be read. */
  mail: z
    .object({ queued: z.number(), failed: z.number(), oldestQueuedSeconds: z.number() })
    .nullable(),
});

/** A dependency that does not answer within this long counts as down. */
const CHECK_TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(
  app: FastifyInstance,
  opts: { db: Db; redis: Redis | undefined; storage: UploadStorage; mail: MailQueue },
) {
  // Liveness: the process answers and its database connection works.
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthSchema } } },
    async () => {
      await sql`select 1`.execute(opts.db.kysely);
      return { status: 'ok' as const, db: opts.db.dialect };
    },
  );

  // Readiness, for a load balancer: every dependency this instance uses answers.
  app.get(
    '/api/health/ready',
    { schema: { tags: ['health'], response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const [db, redis, storage] = await Promise.all([
        probe(() => sql`select 1`.execute(opts.db.kysely)),
        opts.redis ? probe(() => opts.redis!.ping()) : undefined,
        probe(() => opts.storage.check()),
      ]);
      const mail = db === 'ok' ? await opts.mail.stats().catch(() => null) : null;
      const ready = db === 'ok' && redis !== 'down' && storage === 'ok';
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ok' : 'unavailable',
        db,
        ...(redis ? { redis } : {}),
        storage,
        mail,
      });
    },
  );
}
