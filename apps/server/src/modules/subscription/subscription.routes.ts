import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { planSchema, subscriptionDetailsSchema } from '@slidewise/shared/subscription/plans';
import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { planTable } from './plans.js';
import { presentSubscriptionDetails } from './subscription.presenter.js';
import type { SubscriptionService } from './subscription.service.js';

export async function subscriptionRoutes(
  app: FastifyInstance,
  opts: { config: Config; clock: Clock; subscriptions: SubscriptionService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const plans = planTable(opts.config.pricing);

  api.get(
    '/api/v1/plans',
    { schema: { tags: ['subscription'], response: { 200: paginatedSchema(planSchema) } } },
    async () => ({ items: plans, total: plans.length, page: 1, pageSize: plans.length }),
  );

  api.get(
    '/api/v1/subscription',
    {
      preHandler: app.requireUser,
      schema: { tags: ['subscription'], response: { 200: subscriptionDetailsSchema } },
    },
    async (request) =>
      presentSubscriptionDetails(
        await opts.subscriptions.current(request.user.id),
        opts.clock.now(),
        opts.config.stripe !== undefined,
        await opts.subscriptions.usage(request.user.id),
      ),
  );
}
