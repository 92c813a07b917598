import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.js';

const healthSchema = z.object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']) });

export async function healthRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthSchema } } },
    async () => {
      await sql`select 1`.execute(opts.db.kysely);
      return { status: 'ok' as const, db: opts.db.dialect };
    },
  );
}
