import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { countRows, dialects, PUBLIC_URL } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const SUBJECT = /sign-in link/;

describe.each(dialects)('e-mail link sign-in on %s', (dialect) => {
  const { t, mail } = useTestApp(dialect, {
    mail: true,
    env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '3' },
  });

  beforeAll(async () => {
    await t.client().signUp('ada@example.com');
    await t.client().signUp('bob@example.com');
    await t.client().signUp('cy@example.com');
  });
  afterEach(() => vi.useRealTimers());

  /** Asks for a link and returns the path of the one e-mailed (the newest to that address). */
  async function requestLink(email: string, callbackURL = '/learn') {
    const before = mail.messages.length;
    const res = await t.client().post('/api/auth/sign-in/magic-link', { email, callbackURL });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: true });
    await expect.poll(() => mail.messages.length).toBeGreaterThan(before);
    const message = await mail.waitFor(email, SUBJECT);
    const sent = mail.messages.filter((m) => m.to && JSON.stringify(m.to).includes(email)).at(-1)!;
    expect(message.subject).toMatch(SUBJECT);
    return sent.text ?? '';
  }
  const verifyPath = (text: string) => {
    const url = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/.exec(text)?.[0];
    if (!url) throw new Error(`no sign-in link in: ${text}`);
    return url.slice(PUBLIC_URL.length);
  };

  it('signs in once with the e-mailed link, then refuses it', async () => {
    const path = verifyPath(await requestLink('ada@example.com'));
    expect(path).toContain('callbackURL=%2Flearn');
    const browser = t.client();
    const res = await browser.get(path);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/learn`);
    const me = await browser.get('/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: 'ada@example.com', emailVerified: true });

    const again = t.client();
    const reused = await again.get(path);
    expect(reused.statusCode).toBe(302);
    expect(reused.headers.location).toBe(`${PUBLIC_URL}/login?error=INVALID_TOKEN`);
    expect((await again.get('/api/v1/me')).statusCode).toBe(401);
  });

  it('gives an unknown address the same answer, an e-mail without a sign-in link, and no account', async () => {
    const users = await countRows(t.app, 'users');
    const text = await requestLink('nobody@example.com');
    expect(text).toContain(`${PUBLIC_URL}/signup`);
    expect(text).not.toContain('/magic-link/verify');
    expect(await countRows(t.app, 'users')).toBe(users);
  });

  it('refuses a link after 15 minutes', async () => {
    const path = verifyPath(await requestLink('bob@example.com'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
    const browser = t.client();
    const res = await browser.get(path);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/login?error=INVALID_TOKEN`);
    expect((await browser.get('/api/v1/me')).statusCode).toBe(401);
  });

  it('refuses a tampered token and any callback off this site', async () => {
    const path = verifyPath(await requestLink('cy@example.com'));
    const browser = t.client();
    const tampered = await browser.get(path.replace(/token=(\w)/, 'token=X$1'));
    expect(tampered.headers.location).toBe(`${PUBLIC_URL}/login?error=INVALID_TOKEN`);

    for (const callbackURL of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const res = await t.client().post('/api/auth/sign-in/magic-link', {
        email: 'cy@example.com',
        callbackURL,
      });
      expect(res.statusCode, callbackURL).toBe(422);
    }
    // A link whose callback was edited to leave the site does nothing, and the real one still works.
    const evil = await browser.get(
      path.replace(
        'callbackURL=%2Flearn',
        `callbackURL=${encodeURIComponent('https://evil.example/')}`,
      ),
    );
    expect(evil.statusCode).toBe(422);
    expect(evil.headers.location).toBeUndefined();
    expect((await browser.get('/api/v1/me')).statusCode).toBe(401);
    expect((await browser.get(path)).headers.location).toBe(`${PUBLIC_URL}/learn`);
  });

  it('is rate-limited like sign-in, per address', async () => {
    const client = t.client();
    const ask = () => client.post('/api/auth/sign-in/magic-link', { email: 'dora@example.com' });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    // Password attempts share the count.
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: 'dora@example.com',
      password: 'whatever-it-is',
    });
    expect(signIn.statusCode).toBe(429);
  });
});
