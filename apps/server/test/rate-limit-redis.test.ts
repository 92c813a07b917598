import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Two app instances, as behind a load balancer. In process, each keeps its own
// count; given REDIS_URL they share one. The Redis case runs where TEST_REDIS_URL
// names a server (CI starts one).
const stores = [
  { name: 'in process', redisUrl: undefined, shared: false },
  ...(process.env.TEST_REDIS_URL
    ? [{ name: 'Redis', redisUrl: process.env.TEST_REDIS_URL, shared: true }]
    : []),
];

describe.each(stores)('auth rate limits kept $name', ({ redisUrl, shared }) => {
  let a: TestApp;
  let b: TestApp;
  const env = {
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    AUTH_RATE_LIMIT_PER_ACCOUNT: '4',
    AUTH_RATE_LIMIT_PER_IP: '1000',
  };

  beforeAll(async () => {
    a = await createTestApp('sqlite', env);
    b = await createTestApp('sqlite', env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it(`${shared ? 'shares' : 'does not share'} the count of one account across instances`, async () => {
    const email = `shared.${Date.now()}.${Math.random()}@example.com`;
    const attempt = (t: TestApp) =>
      t.client().post('/api/auth/sign-in/email', { email, password: 'wrong wrong' });
    for (const t of [a, b, a, b]) expect((await attempt(t)).statusCode).toBe(401);
    const fifth = await attempt(a);
    if (shared) {
      expect(fifth.statusCode).toBe(429);
      expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    } else {
      // a has seen 3 attempts: its own limit of 4 lets one more through.
      expect(fifth.statusCode).toBe(401);
      expect((await attempt(a)).statusCode).toBe(401);
      expect((await attempt(a)).statusCode).toBe(429);
    }
  });
});
