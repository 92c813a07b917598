import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSchema, redirectSchema } from '@slidewise/shared/subscription/plans';
import type { BillingService } from './billing.service.js';

export async function billingRoutes(app: FastifyInstance, opts: { billing: BillingService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  api.post(
    '/api/v1/billing/checkout',
    {
      preHandler: app.requireUser,
      schema: { tags, body: checkoutSchema, response: { 200: redirectSchema } },
    },
    (request) =>
      opts.billing.checkout(
        request.user.id,
        request.user.email,
        request.body.planId,
        request.body.interval,
      ),
  );

  api.post(
    '/api/v1/billing/portal',
    { preHandler: app.requireUser, schema: { tags, response: { 200: redirectSchema } } },
    (request) => opts.billing.portal(request.user.id),
  );

  // The webhook needs the body exactly as Stripe signed it, so it is parsed here, in its own scope.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/billing/webhook',
      {
        schema: {
          tags,
          hide: false,
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const event = opts.billing.verify(
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
        const { duplicate } = await opts.billing.handle(event);
        return { received: true as const, duplicate };
      },
    );
  });
}
