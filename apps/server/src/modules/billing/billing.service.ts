import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { BillingInterval } from '@slidewise/shared/subscription/plans';
import type { Config } from '../../config.js';
import type { AppKysely } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isPlanId } from '../subscription/plans.js';
import {
  subscriptionService,
  type SubscriptionRecord,
  type SubscriptionStatus,
} from '../subscription/subscription.service.js';

const DAY = 24 * 60 * 60 * 1000;

const notConfigured = () =>
  new AppError(409, 'billing_not_configured', 'Billing is not configured on this server.');

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function statusFrom(stripeStatus: Stripe.Subscription.Status): SubscriptionStatus {
  if (stripeStatus === 'active' || stripeStatus === 'trialing') return 'active';
  if (stripeStatus === 'past_due' || stripeStatus === 'unpaid') return 'past_due';
  return 'canceled';
}

/** The paid-through date: on the items in current API versions, on the subscription before. */
function periodEnd(subscription: Stripe.Subscription): Date | undefined {
  const seconds =
    subscription.items?.data?.[0]?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end;
  return seconds ? new Date(seconds * 1000) : undefined;
}

export function billingService(deps: {
  db: AppKysely;
  config: Config;
  clock: Clock;
  stripe: Stripe | undefined;
  log: FastifyBaseLogger;
}) {
  const { db, config, clock, log } = deps;
  const subscriptions = subscriptionService(db, clock);

  function requireStripe() {
    if (!deps.stripe || !config.stripe) throw notConfigured();
    return { stripe: deps.stripe, settings: config.stripe };
  }

  async function applyToCustomer(
    customerId: string | null,
    eventType: string,
    change: (record: SubscriptionRecord) => Parameters<typeof subscriptions.applyBilling>[1],
  ) {
    const record = customerId ? await subscriptions.ofStripeCustomer(customerId) : undefined;
    if (!record) {
      log.warn({ customerId, eventType }, 'billing event for an unknown customer; ignored');
      return;
    }
    await subscriptions.applyBilling(record.leaderId, change(record));
  }

  return {
    async checkout(leaderId: string, email: string, planId: string, interval: BillingInterval) {
      if (!isPlanId(planId) || planId === 'FREE') {
        throw new AppError(422, 'validation_failed', 'There is no such plan to buy.', [
          { path: 'planId', code: 'invalid_value', message: 'Unknown plan.' },
        ]);
      }
      const { stripe, settings } = requireStripe();
      const record = await subscriptions.of(leaderId);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: settings.prices[interval], quantity: 1 }],
        client_reference_id: leaderId,
        metadata: { leaderId, planId, interval },
        subscription_data: { metadata: { leaderId } },
        ...(record?.stripeCustomerId
          ? { customer: record.stripeCustomerId }
          : { customer_email: email }),
        success_url: `${config.publicUrl}/subscription?checkout=success`,
        cancel_url: `${config.publicUrl}/subscription?checkout=cancelled`,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url };
    },

    async portal(leaderId: string) {
      const { stripe } = requireStripe();
      const record = await subscriptions.of(leaderId);
      if (!record?.stripeCustomerId) {
        throw new AppError(409, 'conflict', 'There is no billing account to manage yet.');
      }
      const session = await stripe.billingPortal.sessions.create({
        customer: record.stripeCustomerId,
        return_url: `${config.publicUrl}/subscription`,
      });
      return { url: session.url };
    },

    /** Verifies a webhook's signature on the raw body; anything unsigned is refused. */
    verify(rawBody: Buffer, signature: string | undefined): Stripe.Event {
      const { stripe, settings } = requireStripe();
      try {
        return stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch {
        throw new AppError(400, 'invalid_signature', 'The webhook signature is missing or wrong.');
      }
    },

    /** Applies one event once: its id is recorded in the same transaction as its effect. */
    async handle(event: Stripe.Event): Promise<{ duplicate: boolean }> {
      return db.transaction().execute(async () => {
        if (!(await subscriptions.recordBillingEvent(event.id, event.type))) {
          return { duplicate: true };
        }
        switch (event.type) {
          case 'checkout.session.completed': {
            const session = event.data.object;
            const leaderId = session.client_reference_id ?? session.metadata?.leaderId;
            const record = leaderId ? await subscriptions.of(leaderId) : undefined;
            if (!record) {
              log.warn(
                { leaderId, eventType: event.type },
                'checkout for an unknown leader; ignored',
              );
              break;
            }
            // Provisional paid-through date; the subscription event that follows sets the real one.
            const days = session.metadata?.interval === 'yearly' ? 366 : 31;
            await subscriptions.applyBilling(record.leaderId, {
              plan: 'PRO',
              status: 'active',
              expiresAt: new Date(clock.now().getTime() + days * DAY),
              stripeCustomerId: idOf(session.customer),
              stripeSubscriptionId: idOf(session.subscription),
            });
            break;
          }
          case 'customer.subscription.updated': {
            const subscription = event.data.object;
            const status = statusFrom(subscription.status);
            await applyToCustomer(idOf(subscription.customer), event.type, (record) => ({
              plan: status === 'canceled' ? record.plan : 'PRO',
              status,
              expiresAt: periodEnd(subscription) ?? record.expiresAt,
              stripeSubscriptionId: subscription.id,
            }));
            break;
          }
          case 'customer.subscription.deleted': {
            const subscription = event.data.object;
            const ended = subscription.ended_at
              ? new Date(subscription.ended_at * 1000)
              : clock.now();
            await applyToCustomer(idOf(subscription.customer), event.type, () => ({
              plan: 'FREE',
              status: 'canceled',
              expiresAt: ended,
            }));
            break;
          }
          case 'invoice.payment_failed': {
            const invoice = event.data.object;
            await applyToCustomer(idOf(invoice.customer), event.type, () => ({
              status: 'past_due',
            }));
            break;
          }
          default:
            log.debug({ eventType: event.type }, 'billing event not handled');
        }
        return { duplicate: false };
      });
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;
