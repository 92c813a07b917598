import { describe, expect, it } from 'vitest';
import { dialects } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(dialects)('sessions on %s', (dialect) => {
  const { t } = useTestApp(dialect, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });

  it('lists the account’s sessions and signs out one of them, or this one', async () => {
    const laptop = t.client();
    await laptop.signUp('ada@example.com');
    const phone = t.client('10.0.0.7');
    await phone.request(
      'POST',
      '/api/auth/sign-in/email',
      { email: 'ada@example.com', password: 'a-strong-passphrase' },
      { 'user-agent': IPHONE },
    );
    await laptop.request('GET', '/api/v1/me', undefined, { 'user-agent': DESKTOP });

    const list = await laptop.get('/api/v1/me/sessions');
    expect(list.statusCode, list.body).toBe(200);
    const { items } = list.json();
    expect(items).toHaveLength(2);
    const mobile = items.find((s: { device: string }) => s.device === 'mobile');
    expect(mobile).toMatchObject({
      browser: 'Safari 17',
      os: 'iOS',
      ipAddress: '10.0.0.7',
      current: false,
    });
    expect(items.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    // Another account cannot see or end these sessions.
    const bob = t.client();
    await bob.signUp('bob@example.com');
    expect((await bob.get('/api/v1/me/sessions')).json().total).toBe(1);
    expect((await bob.delete(`/api/v1/me/sessions/${mobile.id}`)).statusCode).toBe(404);
    expect((await phone.get('/api/v1/me')).statusCode).toBe(200);

    expect((await laptop.delete(`/api/v1/me/sessions/${mobile.id}`)).statusCode).toBe(204);
    expect((await phone.get('/api/v1/me')).statusCode).toBe(401);
    expect((await laptop.delete(`/api/v1/me/sessions/${mobile.id}`)).statusCode).toBe(404);

    const current = (await laptop.get('/api/v1/me/sessions')).json().items[0];
    expect(current.current).toBe(true);
    const self = await laptop.delete(`/api/v1/me/sessions/${current.id}`);
    expect(self.statusCode).toBe(204);
    expect((await laptop.get('/api/v1/me')).statusCode).toBe(401);
    expect((await t.client().get('/api/v1/me/sessions')).statusCode).toBe(401);
  });
});
