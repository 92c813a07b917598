import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meSchema } from '@slidewise/shared/me/schemas';
import type { Db } from '../../db/database.js';
import { unauthorized } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { subscriptionRepository } from '../subscription/subscription.repository.js';
import { userRepository } from '../users/user.repository.js';
import { presentMe } from './me.presenter.js';

export async function meRoutes(app: FastifyInstance, opts: { db: Db; clock: Clock }) {
  const users = userRepository(opts.db.kysely);
  const subscriptions = subscriptionRepository(opts.db.kysely);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/me',
    {
      preHandler: app.requireUser,
      schema: { tags: ['me'], response: { 200: meSchema } },
    },
    async (request) => {
      const user = await users.findById(request.user.id);
      if (!user) throw unauthorized();
      return presentMe(user, await subscriptions.findCurrent(user.id), opts.clock.now());
    },
  );
}
