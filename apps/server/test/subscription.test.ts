import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp, type TestClient } from './helpers/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const WEBHOOK_SECRET = 'whsec_test_secret';
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PRO_MONTHLY: 'price_monthly_1',
  STRIPE_PRICE_PRO_YEARLY: 'price_yearly_1',
  PRO_PRICE_MONTHLY: '1500',
  PRO_PRICE_YEARLY: '15000',
};

/** Stripe's network, faked: records each request and answers like the API would. */
function fakeStripeNetwork() {
  const requests: { url: string; body: URLSearchParams }[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const body = new URLSearchParams(String(init?.body ?? ''));
    requests.push({ url, body });
    const payload = url.includes('/checkout/sessions')
      ? {
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.test/c/pay/cs_test_1',
        }
      : {
          id: 'bps_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session/1',
        };
    return new Response(JSON.stringify(payload), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { requests, httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch) };
}

describe.each(dialects)('plans and subscription on %s', (dialect) => {
  let t: TestApp;
  let leader: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect, { PRO_PRICE_MONTHLY: '900', PRO_PRICE_YEARLY: '9000' });
    leader = t.client();
    await leader.signUp('leader@example.com');
  });
  afterAll(() => t?.close());

  it('lists FREE and PRO from the server table, with configured prices', async () => {
    const res = await t.client().get('/api/v1/plans');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(2);
    expect(items[0]).toMatchObject({
      id: 'FREE',
      limits: { courses: 3, assignees: 25, groups: false },
    });
    expect(items[1]).toMatchObject({
      id: 'PRO',
      prices: { monthly: 900, yearly: 9000, currency: 'usd' },
      limits: { courses: null, assignees: null, groups: true },
    });
    expect(items[1].features).toContain('prioritySupport');
  });

  it('shows a new leader on an unlimited FREE trial, then limited once it ends', async () => {
    const start = (await leader.get('/api/v1/subscription')).json();
    expect(start).toMatchObject({
      plan: 'FREE',
      status: 'trialing',
      trial: { status: 'active', daysLeft: 14 },
      renewsAt: null,
      limited: false,
      limits: { courses: null, assignees: null, groups: true },
      billing: { configured: false, canManage: false },
    });

    t.clock.advance(9 * DAY + 1);
    expect((await leader.get('/api/v1/subscription')).json().trial).toEqual({
      status: 'active',
      daysLeft: 5,
    });
    t.clock.advance(5 * DAY);
    const ended = (await leader.get('/api/v1/subscription')).json();
    expect(ended).toMatchObject({
      trial: { status: 'expired', daysLeft: 0 },
      limited: true,
      limits: { courses: 3, assignees: 25, groups: false },
    });
    expect((await leader.get('/api/v1/me')).json().leader.subscription.trial.status).toBe(
      'expired',
    );
  });

  it('says billing is not configured when Stripe keys are absent', async () => {
    const res = await leader.post('/api/v1/billing/checkout', {
      planId: 'PRO',
      interval: 'monthly',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('billing_not_configured');
  });

  it('lets the operator set a plan from the command line', async () => {
    const cli = fileURLToPath(new URL('../src/admin-cli.ts', import.meta.url));
    const env = {
      ...process.env,
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'silent',
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
    };
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', cli, ...args], {
        env,
        encoding: 'utf8',
      });

    const pro = run('plan', 'Leader@Example.com', 'PRO', '--until', '2027-12-31');
    expect(pro.stderr).toBe('');
    expect(pro.status).toBe(0);
    // Another process wrote it: on PostgreSQL the app hears of it by NOTIFY, a moment later.
    const subscription = async () => (await leader.get('/api/v1/subscription')).json();
    await expect.poll(subscription, { timeout: 1000, interval: 5 }).toMatchObject({
      plan: 'PRO',
      status: 'active',
      expiresAt: '2027-12-31T23:59:59.999Z',
      renewsAt: '2027-12-31T23:59:59.999Z',
      limited: false,
    });

    const users = run('users');
    expect(users.stdout).toMatch(/leader@example\.com\tPRO\tactive\t2027-12-31/);

    const noDate = run('plan', 'leader@example.com', 'PRO');
    expect(noDate.status).toBe(1);
    expect(noDate.stderr).toContain('--until');
    expect(run('plan', 'nobody@example.com', 'PRO', '--until', '2027-01-01').status).toBe(1);
    expect(run('plan', 'leader@example.com', 'GOLD').status).toBe(2);

    expect(run('plan', 'leader@example.com', 'FREE').status).toBe(0);
    await expect.poll(subscription, { timeout: 1000, interval: 5 }).toMatchObject({
      plan: 'FREE',
      limited: true,
    });
  });

  it('answers 404 for an account without a workspace', async () => {
    const learner = t.client();
    const { id } = await learner.signUp('learner@example.com');
    await t.app.db.kysely.deleteFrom('leaders').where('user_id', '=', id).execute();
    expect((await learner.get('/api/v1/subscription')).statusCode).toBe(404);
    expect((await learner.get('/api/v1/me')).json().leader).toBeNull();
  });
});

describe.each(dialects)('billing through Stripe on %s', (dialect) => {
  let t: TestApp;
  let leader: TestClient;
  let leaderId: string;
  const network = fakeStripeNetwork();
  const stripe = new Stripe('sk_test_123');

  const signed = (event: object) => {
    const payload = JSON.stringify(event);
    return {
      payload,
      signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    };
  };
  const send = (payload: string, signature?: string) =>
    t.client().post('/api/v1/billing/webhook', payload, {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    });
  const subscription = async () => (await leader.get('/api/v1/subscription')).json();

  beforeAll(async () => {
    t = await createTestApp(dialect, STRIPE_ENV, undefined, network.httpClient);
    leader = t.client();
    leaderId = (await leader.signUp('payer@example.com')).id;
  });
  afterAll(() => t?.close());

  it('creates a Checkout session for PRO and refuses a plan that does not exist', async () => {
    const res = await leader.post('/api/v1/billing/checkout', {
      planId: 'PRO',
      interval: 'yearly',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_1' });
    const sent = network.requests.at(-1)!;
    expect(sent.url).toContain('/v1/checkout/sessions');
    expect(sent.body.get('line_items[0][price]')).toBe('price_yearly_1');
    expect(sent.body.get('client_reference_id')).toBe(leaderId);
    expect(sent.body.get('customer_email')).toBe('payer@example.com');

    const bogus = await leader.post('/api/v1/billing/checkout', {
      planId: 'GOLD',
      interval: 'monthly',
    });
    expect(bogus.statusCode).toBe(422);
    const free = await leader.post('/api/v1/billing/checkout', {
      planId: 'FREE',
      interval: 'monthly',
    });
    expect(free.statusCode).toBe(422);
    expect(
      (await t.client().post('/api/v1/billing/checkout', { planId: 'PRO', interval: 'monthly' }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a webhook with a bad or missing signature and changes nothing', async () => {
    const event = {
      id: 'evt_forged',
      type: 'checkout.session.completed',
      data: {
        object: { object: 'checkout.session', client_reference_id: leaderId, customer: 'cus_1' },
      },
    };
    const { payload } = signed(event);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await send(payload, forged)).statusCode).toBe(400);
    const missing = await send(payload);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('invalid_signature');
    expect((await subscription()).plan).toBe('FREE');
  });

  it('upgrades on checkout completed, once, however often the event is replayed', async () => {
    const event = {
      id: 'evt_checkout_1',
      type: 'checkout.session.completed',
      data: {
        object: {
          object: 'checkout.session',
          client_reference_id: leaderId,
          customer: 'cus_123',
          subscription: 'sub_123',
          metadata: { leaderId, interval: 'monthly' },
        },
      },
    };
    const { payload, signature } = signed(event);
    const first = await send(payload, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const after = await subscription();
    expect(after).toMatchObject({ plan: 'PRO', status: 'active', billing: { canManage: true } });

    // Something changes in between; a replay must not undo it.
    await t.app.db.kysely
      .updateTable('subscriptions')
      .set({ status: 'past_due' })
      .where('leader_id', '=', leaderId)
      .execute();
    const replay = await send(payload, signed(event).signature);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await subscription()).status).toBe('past_due');
  });

  it('follows subscription updates, failed payments and cancellation', async () => {
    const periodEnd = Math.floor(new Date('2027-02-01T00:00:00Z').getTime() / 1000);
    const updated = signed({
      id: 'evt_sub_updated',
      type: 'customer.subscription.updated',
      data: {
        object: {
          object: 'subscription',
          id: 'sub_123',
          customer: 'cus_123',
          status: 'active',
          items: { data: [{ current_period_end: periodEnd }] },
        },
      },
    });
    expect((await send(updated.payload, updated.signature)).statusCode).toBe(200);
    expect(await subscription()).toMatchObject({
      plan: 'PRO',
      status: 'active',
      expiresAt: '2027-02-01T00:00:00.000Z',
      limited: false,
    });

    const failed = signed({
      id: 'evt_invoice_failed',
      type: 'invoice.payment_failed',
      data: { object: { object: 'invoice', customer: 'cus_123' } },
    });
    await send(failed.payload, failed.signature);
    expect(await subscription()).toMatchObject({ plan: 'PRO', status: 'past_due', limited: false });

    const ended = Math.floor(t.clock.now().getTime() / 1000);
    const deleted = signed({
      id: 'evt_sub_deleted',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          object: 'subscription',
          id: 'sub_123',
          customer: 'cus_123',
          status: 'canceled',
          ended_at: ended,
        },
      },
    });
    await send(deleted.payload, deleted.signature);
    expect(await subscription()).toMatchObject({ plan: 'FREE', status: 'canceled', limited: true });
  });

  it('logs and acknowledges an event for an unknown customer', async () => {
    const before = await subscription();
    const stray = signed({
      id: 'evt_stray',
      type: 'invoice.payment_failed',
      data: { object: { object: 'invoice', customer: 'cus_unknown' } },
    });
    const res = await send(stray.payload, stray.signature);
    expect(res.statusCode).toBe(200);
    expect(await subscription()).toEqual(before);
  });

  it('opens the customer portal for a leader with a billing account', async () => {
    const res = await leader.post('/api/v1/billing/portal', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toBe('https://billing.stripe.test/p/session/1');
    expect(network.requests.at(-1)!.body.get('customer')).toBe('cus_123');
    const stranger = t.client();
    await stranger.signUp('stranger@example.com');
    expect((await stranger.post('/api/v1/billing/portal', {})).statusCode).toBe(409);
  });
});
