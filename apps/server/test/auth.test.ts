import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toDate } from '../src/db/schema.js';
import { RESET_PASSWORD_TOKEN_SECONDS } from '../src/modules/auth/auth.js';
import { countRows, dialects } from './helpers/test-app.js';
import { invalidFields } from './helpers/fixtures.js';
import { useTestApp } from './helpers/use-test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dialects)('auth on %s', (dialect) => {
  // Every client here shares one IP; the limits have their own suite below.
  const { t, mail } = useTestApp(dialect, {
    mail: true,
    env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' },
  });

  /** The path and query of the link in an e-mail (the tests call the app in-process). */
  const linkIn = (text: string | undefined, path: string) => {
    const match = new RegExp(`https?://\\S+${path}\\S*`).exec(text ?? '');
    expect(match, `a ${path} link in the e-mail`).not.toBeNull();
    const url = new URL(match![0]);
    return `${url.pathname}${url.search}`;
  };

  describe('sign-up', () => {
    it('answers "check your e-mail"; the e-mailed link signs the new leader in, trial counted from sign-up', async () => {
      const client = t.client();
      const res = await client.post('/api/auth/sign-up/email', {
        name: 'Ada Lovelace',
        email: '  Ada@Example.COM ',
        password: 'analytical engine',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'check_email' });
      expect(res.cookies).toEqual([]);
      const signedUpAt = t.clock.now();

      // Not usable yet: no session, and the password is refused until the address is confirmed.
      expect((await client.get('/api/v1/me')).statusCode).toBe(401);
      const early = await t.client().post('/api/auth/sign-in/email', {
        email: 'ada@example.com',
        password: 'analytical engine',
      });
      expect(early.statusCode).toBe(403);
      expect(early.json().error.code).toBe('email_not_verified');
      expect(early.cookies).toEqual([]);

      t.clock.advance(60 * 60 * 1000);
      const message = await mail.waitFor('ada@example.com', /Confirm your e-mail/);
      const opened = await client.get(linkIn(message.text, '/api/auth/verify-email'));
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe('/verify-email?done=1');
      const session = opened.cookies.find((c) => c.name.endsWith('session_token'));
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(session?.secure).toBeFalsy();

      const me = await client.get('/api/v1/me');
      expect(me.statusCode).toBe(200);
      const body = me.json();
      expect(body.user).toMatchObject({
        email: 'ada@example.com',
        emailVerified: true,
        displayName: 'Ada Lovelace',
        photoURL: null,
        phoneNumber: null,
        role: 1,
      });
      expect(body.user.lastLoginAt).not.toBeNull();
      expect(body.leader.subscription).toEqual({
        plan: 'FREE',
        startAt: signedUpAt.toISOString(),
        expiresAt: new Date(signedUpAt.getTime() + 14 * DAY).toISOString(),
        trial: { status: 'active', daysLeft: 14 },
      });
      // From now on the password signs in.
      await t.client().signIn('ada@example.com', 'analytical engine');
    });

    it('sends the confirmed account on to the page it signed up from, and only to this site', async () => {
      const signUpFrom = (callbackURL: string) =>
        t.client().post('/api/auth/sign-up/email', {
          name: 'Nia',
          email: 'nia@example.com',
          password: 'analytical engine',
          callbackURL,
        });
      expect(invalidFields(await signUpFrom('https://evil.example/'))).toEqual(['callbackURL']);
      expect((await signUpFrom('/courses?view=table')).statusCode).toBe(200);
      const message = await mail.waitFor('nia@example.com', /Confirm your e-mail/);
      const opened = await t.client().get(linkIn(message.text, '/api/auth/verify-email'));
      expect(opened.headers.location).toBe(
        `/verify-email?done=1&next=${encodeURIComponent('/courses?view=table')}`,
      );
    });

    it('answers an address that has an account exactly as a new one, and e-mails its owner instead', async () => {
      await t.client().signUp('owner@example.com', 'the owners passphrase', 'Owner');
      const users = await countRows(t.app, 'users');
      const leaders = await countRows(t.app, 'leaders');
      const attempt = (email: string) =>
        t
          .client()
          .post(
            '/api/auth/sign-up/email',
            { name: 'Someone Else', email, password: 'another passphrase' },
            { 'accept-language': 'es' },
          );
      const taken = await attempt('OWNER@example.com');
      const fresh = await attempt('newcomer@example.com');

      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.body).toBe(fresh.body);
      expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
      expect(taken.headers['set-cookie']).toBeUndefined();
      expect(fresh.headers['set-cookie']).toBeUndefined();
      expect(taken.json()).toEqual({ status: 'check_email' });

      // The owner is told, in the language of the request; their account is unchanged.
      const warning = await mail.waitFor('owner@example.com', /intentó crear una cuenta/);
      expect(warning.subject).toBe(
        'Alguien intentó crear una cuenta de Slidewise con tu dirección',
      );
      expect(linkIn(warning.text, '/login')).toBe('/login');
      await mail.waitFor('newcomer@example.com', /Confirma tu dirección/);
      expect(await countRows(t.app, 'users')).toBe(users + 1);
      expect(await countRows(t.app, 'leaders')).toBe(leaders + 1);
      await t.client().signIn('owner@example.com', 'the owners passphrase');
      const other = await t.client().post('/api/auth/sign-in/email', {
        email: 'owner@example.com',
        password: 'another passphrase',
      });
      expect(other.statusCode).toBe(401);
    });

    it('answers missing and wrongly typed fields with 422 and per-field details', async () => {
      const before = await countRows(t.app, 'users');
      const res = await t
        .client()
        .post('/api/auth/sign-up/email', { email: 42, password: 'x'.repeat(10) });
      expect(invalidFields(res)).toEqual(['email', 'name']);
      expect(res.json().error.code).toBe('validation_failed');
      const bad = await t.client().post('/api/auth/sign-up/email', {
        name: 'X',
        email: 'not-an-email',
        password: 'long enough pass',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error.details[0].path).toBe('email');
      expect(await countRows(t.app, 'users')).toBe(before);
    });

    it('answers malformed JSON with 400 and an oversized body with 413', async () => {
      const malformed = await t.client().post('/api/auth/sign-up/email', '{"name": "x",', {
        'content-type': 'application/json',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe('bad_request');

      const huge = await t.client().post('/api/auth/sign-up/email', {
        name: 'x'.repeat(2 * 1024 * 1024),
        email: 'huge@example.com',
        password: 'long enough pass',
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error.code).toBe('payload_too_large');
    });

    it('never stores unknown fields such as a role or a verified flag', async () => {
      const client = t.client();
      const res = await client.post('/api/auth/sign-up/email', {
        name: 'Mallory',
        email: 'mallory@example.com',
        password: 'long enough pass',
        role: 2,
        emailVerified: true,
        image: 'https://evil.example/x.png',
      });
      expect(res.statusCode).toBe(200);
      const stored = await t.app.db.kysely
        .selectFrom('users')
        .select(['role', 'email_verified', 'image'])
        .where('email', '=', 'mallory@example.com')
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ role: 1, image: null });
      expect(Boolean(stored.email_verified)).toBe(false);
    });

    it('enforces the password policy and rejects the most common passwords', async () => {
      const before = await countRows(t.app, 'users');
      const short = await t.client().post('/api/auth/sign-up/email', {
        name: 'Short',
        email: 'short@example.com',
        password: 'abc',
      });
      expect(short.statusCode).toBe(422);
      expect(short.json().error).toMatchObject({
        code: 'password-does-not-meet-requirements',
        details: { field: 'password', failed: ['minLength'] },
      });
      const common = await t.client().post('/api/auth/sign-up/email', {
        name: 'Common',
        email: 'common@example.com',
        password: 'Password123',
      });
      expect(common.json().error.details.failed).toEqual(['notCommon']);
      const long = await t.client().post('/api/auth/sign-up/email', {
        name: 'Long',
        email: 'long@example.com',
        password: 'x'.repeat(129),
      });
      expect(long.json().error.details.failed).toEqual(['maxLength']);
      expect(await countRows(t.app, 'users')).toBe(before);
    });
  });

  describe('sign-in and sign-out', () => {
    const email = 'grace@example.com';
    const password = 'compile the future';

    beforeAll(async () => {
      await t.client().signUp(email, password, 'Grace Hopper');
    });

    it('signs in with the right password, in any e-mail case, and records the login time', async () => {
      t.clock.advance(60_000);
      const client = t.client();
      const res = await client.post('/api/auth/sign-in/email', {
        email: 'GRACE@example.com',
        password,
      });
      expect(res.statusCode).toBe(200);
      const me = (await client.get('/api/v1/me')).json();
      expect(me.user.email).toBe(email);
      expect(me.user.lastLoginAt).toBe(t.clock.now().toISOString());
    });

    it('answers a wrong password and an unknown address alike, with 401', async () => {
      const wrong = await t
        .client()
        .post('/api/auth/sign-in/email', { email, password: 'not it at all' });
      const unknown = await t.client().post('/api/auth/sign-in/email', {
        email: 'nobody@example.com',
        password: 'not it at all',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('invalid_credentials');
      expect(unknown.json().error).toEqual(wrong.json().error);
    });

    it('ends the session on the server at sign-out', async () => {
      const client = t.client();
      await client.signIn(email, password);
      const stolen = client.clone();
      expect((await client.post('/api/auth/sign-out', {})).statusCode).toBe(200);
      expect((await client.get('/api/v1/me')).statusCode).toBe(401);
      // The same cookie replayed after sign-out no longer works either.
      expect((await stolen.get('/api/v1/me')).statusCode).toBe(401);
    });

    it('answers /me without a session with 401 in the error shape', async () => {
      const res = await t.client().get('/api/v1/me');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    });
  });

  describe('forgot and reset password', () => {
    const email = 'reset.me@example.com';

    beforeAll(async () => {
      await t.client().signUp(email, 'first passphrase', 'Reset Me');
    });

    async function requestReset(address: string) {
      return t.client().post('/api/auth/request-password-reset', { email: address });
    }

    async function tokenFromMail(address: string) {
      const before = mail.messages.length;
      await requestReset(address);
      const deadline = Date.now() + 5000;
      while (mail.messages.length === before && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      const message = mail.messages.at(-1)!;
      const link = /https?:\/\/\S+\/api\/auth\/reset-password\/([\w-]+)\S*/.exec(
        message.text ?? '',
      );
      expect(link, 'the e-mail carries a /api/auth/reset-password/<token> link').not.toBeNull();
      expect(link![0].startsWith(`${t.config.publicUrl}/api/auth/reset-password/`)).toBe(true);
      return link![1]!;
    }

    it('answers the same whether or not the address exists, doing the same work (no enumeration)', async () => {
      const tokens = () =>
        t.app.db.kysely
          .selectFrom('verifications' as never)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n));
      const before = await tokens();
      const known = await requestReset(email);
      expect(await tokens()).toBe(before + 1);
      const unknown = await requestReset('no.such.person@example.com');
      expect(await tokens()).toBe(before + 2);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      // One e-mail each, through the same queue: a reset link, or "no account uses this address".
      const link = await mail.waitFor(email, /reset/i);
      expect(link.text).toContain('/api/auth/reset-password/');
      const none = await mail.waitFor('no.such.person@example.com', /reset/i);
      expect(none.text).toContain('it has no Slidewise account');
      expect(none.text).toContain(`${t.config.publicUrl}/signup`);
      expect(none.text).not.toContain('/api/auth/reset-password/');
    });

    it('deletes reset tokens, real and placeholder, once they have expired', async () => {
      const rows = () =>
        t.app.db.kysely.selectFrom('verifications').select(['identifier', 'expires_at']).execute();
      const expired = (row: { expires_at: Date | string }) => toDate(row.expires_at) < new Date();
      // The test before left a reset token and a placeholder (its e-mails are delivered).
      const resets = (await rows()).filter((r) =>
        /^(reset-password|no-account-reset):/.test(r.identifier),
      );
      expect(resets.length).toBeGreaterThanOrEqual(2);
      // Nothing has expired yet: nothing goes.
      expect(await t.app.verificationSweep.runOnce()).toBe((await rows()).filter(expired).length);
      const kept = await rows();

      // Past the reset links' hour (better-auth's expiry runs on the real clock).
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + RESET_PASSWORD_TOKEN_SECONDS * 1000 + 1000);
        const due = kept.filter(expired);
        expect(due.length).toBeGreaterThanOrEqual(resets.length);
        expect(await t.app.verificationSweep.runOnce()).toBe(due.length);
        const left = await rows();
        expect(left.some(expired)).toBe(false);
        expect(left).toHaveLength(kept.length - due.length);
        expect(left.some((r) => resets.some((reset) => reset.identifier === r.identifier))).toBe(
          false,
        );
      } finally {
        vi.useRealTimers();
      }
    });

    it('finds the expired verifications by an index, not by reading every row', async () => {
      const db = t.app.db.kysely;
      if (dialect === 'sqlite') {
        const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN DELETE FROM verifications
          WHERE expires_at < ${new Date().toISOString()}`.execute(db);
        expect(rows.map((r) => r.detail).join('; ')).toMatch(
          /USING (COVERING )?INDEX verifications_expires_at/,
        );
      } else {
        const { rows } = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes
          WHERE tablename = 'verifications'`.execute(db);
        expect(rows.some((r) => /\(expires_at\)$/.test(r.indexdef))).toBe(true);
      }
    });

    it('resets through the e-mailed link once, ending every session of the account', async () => {
      const laptop = t.client();
      await laptop.signIn(email, 'first passphrase');
      const phone = t.client();
      await phone.signIn(email, 'first passphrase');

      const token = await tokenFromMail(email);
      // The e-mailed link: the server checks the token, then opens the page with it.
      const opened = await t
        .client()
        .get(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe(`${t.config.publicUrl}/reset-password?token=${token}`);
      // Only our own pages: another site as the destination is refused.
      const elsewhere = await t
        .client()
        .get(`/api/auth/reset-password/${token}?callbackURL=https%3A%2F%2Fevil.example%2F`);
      expect(elsewhere.statusCode).toBe(422);
      const res = await t
        .client()
        .post('/api/auth/reset-password', { token, newPassword: 'second passphrase' });
      expect(res.statusCode).toBe(200);

      expect((await laptop.get('/api/v1/me')).statusCode).toBe(401);
      expect((await phone.get('/api/v1/me')).statusCode).toBe(401);
      const old = await t
        .client()
        .post('/api/auth/sign-in/email', { email, password: 'first passphrase' });
      expect(old.statusCode).toBe(401);
      await t.client().signIn(email, 'second passphrase');

      const reused = await t
        .client()
        .post('/api/auth/reset-password', { token, newPassword: 'third passphrase' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error.code).toBe('invalid_token');
      // Opened again, the e-mailed link lands on the page with the error, not the form.
      const reopened = await t
        .client()
        .get(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
      expect(reopened.statusCode).toBe(302);
      expect(reopened.headers.location).toBe(
        `${t.config.publicUrl}/reset-password?error=INVALID_TOKEN`,
      );
      await t.client().signIn(email, 'second passphrase');
    });

    it('refuses an expired token and a weak new password without changing anything', async () => {
      const token = await tokenFromMail(email);
      const weak = await t
        .client()
        .post('/api/auth/reset-password', { token, newPassword: 'short' });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().error.code).toBe('password-does-not-meet-requirements');

      // Age the token past its hour.
      await t.app.db.kysely
        .updateTable('verifications' as never)
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() } as never)
        .execute();
      const expired = await t
        .client()
        .post('/api/auth/reset-password', { token, newPassword: 'fourth passphrase' });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error.code).toBe('invalid_token');
      await t.client().signIn(email, 'second passphrase');
    });

    it('writes the reset e-mail in the language of the request', async () => {
      const res = await t
        .client()
        .post(
          '/api/auth/request-password-reset',
          { email },
          { 'accept-language': 'es-ES,es;q=0.9' },
        );
      expect(res.statusCode).toBe(200);
      const message = await mail.waitFor(email, /Restablece/);
      expect(message.subject).toBe('Restablece tu contraseña de Slidewise');
    });
  });

  describe('change password', () => {
    it('needs the current password and a policy-compliant new one', async () => {
      const client = t.client();
      await client.signUp('changer@example.com', 'original passphrase');
      const other = t.client();
      await other.signIn('changer@example.com', 'original passphrase');

      const wrong = await client.post('/api/auth/change-password', {
        currentPassword: 'not the one',
        newPassword: 'brand new passphrase',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.details[0].path).toBe('currentPassword');

      const weak = await client.post('/api/auth/change-password', {
        currentPassword: 'original passphrase',
        newPassword: '12345678',
      });
      expect(weak.json().error.details.failed).toEqual(['notCommon']);

      const ok = await client.post('/api/auth/change-password', {
        currentPassword: 'original passphrase',
        newPassword: 'brand new passphrase',
        revokeOtherSessions: true,
      });
      expect(ok.statusCode).toBe(200);
      expect((await other.get('/api/v1/me')).statusCode).toBe(401);
      await t.client().signIn('changer@example.com', 'brand new passphrase');
    });

    it('is refused without a session', async () => {
      const res = await t.client().post('/api/auth/change-password', {
        currentPassword: 'whatever it is',
        newPassword: 'brand new passphrase',
      });
      expect(res.statusCode).toBe(401);
    });
  });

  it('refuses state-changing requests from an untrusted origin', async () => {
    const res = await t
      .client()
      .post(
        '/api/auth/sign-in/email',
        { email: 'grace@example.com', password: 'compile the future' },
        { origin: 'https://evil.example' },
      );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('untrusted_origin');
    expect(res.cookies).toHaveLength(0);
  });
});

describe.each(dialects)('auth rate limits and policy settings on %s', (dialect) => {
  const { t } = useTestApp(dialect, {
    env: {
      AUTH_RATE_LIMIT_PER_IP: '6',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
      PASSWORD_REQUIRE_UPPERCASE: 'true',
      PASSWORD_REQUIRE_NUMERIC: 'true',
      PUBLIC_URL: 'https://slidewise.test',
    },
  });

  it('limits attempts per account with 429 and Retry-After', async () => {
    const attempt = (ip: string) =>
      t
        .client(ip)
        .post(
          '/api/auth/sign-in/email',
          { email: 'target@example.com', password: 'guess guess' },
          { origin: 'https://slidewise.test' },
        );
    for (let i = 0; i < 3; i++) expect((await attempt(`10.0.0.${i + 1}`)).statusCode).toBe(401);
    const limited = await attempt('10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per IP across accounts, and other IPs are unaffected', async () => {
    const attempt = (ip: string, n: number) =>
      t
        .client(ip)
        .post(
          '/api/auth/request-password-reset',
          { email: `person${n}@example.com` },
          { origin: 'https://slidewise.test' },
        );
    for (let i = 0; i < 6; i++) expect((await attempt('10.1.1.1', i)).statusCode).toBe(200);
    const limited = await attempt('10.1.1.1', 99);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await attempt('10.1.1.2', 100)).statusCode).toBe(200);
  });

  it('serves and enforces the configured password policy', async () => {
    const policy = await t.client().get('/api/v1/auth/password-policy');
    expect(policy.json()).toEqual({
      minLength: 8,
      maxLength: 128,
      requireLowercase: false,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: false,
    });
    const res = await t
      .client('10.2.0.1')
      .post(
        '/api/auth/sign-up/email',
        { name: 'P', email: 'policy@example.com', password: 'lowercase only' },
        { origin: 'https://slidewise.test' },
      );
    expect(res.json().error.details.failed).toEqual(['requireUppercase', 'requireNumeric']);
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const client = t.client('10.3.0.1');
    const res = await client.post(
      '/api/auth/sign-up/email',
      { name: 'S', email: 'secure@example.com', password: 'Secure Passphrase 1' },
      { origin: 'https://slidewise.test' },
    );
    expect(res.statusCode).toBe(200);
    const user = await t.app.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'secure@example.com')
      .executeTakeFirstOrThrow();
    const opened = await client.get(await client.verificationPath('secure@example.com', user.id));
    const session = opened.cookies.find((c) => c.name.endsWith('session_token'));
    expect(session?.secure).toBe(true);
    expect(session?.httpOnly).toBe(true);
  });
});
