import * as OTPAuth from 'otpauth';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialects, PUBLIC_URL, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const PASSWORD = 'a-strong-passphrase';
const DAY = 24 * 60 * 60 * 1000;
const STEP = 30_000;

describe.each(dialects)('two-factor on %s', (dialect) => {
  const { t, mail } = useTestApp(dialect, { mail: true, env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  let ada: TestClient;
  let totp: OTPAuth.TOTP;
  let backupCodes: string[];

  /**
   * Each test runs at a frozen moment of its own, ten minutes after the last one and in the
   * middle of a 30-second step, so "the code now" never moves to the next step halfway
   * through a test and no test meets a code an earlier one used (the server accepts the step
   * before and after now, and refuses a used code for two minutes).
   */
  let moment = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
  beforeEach(() => {
    moment += 20 * STEP;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(moment);
  });
  /** The code for a moment; the server accepts the 30-second step before and after now. */
  const codeAt = (offsetSeconds = 0) =>
    totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 });
  const twoFactorRow = () =>
    t.app.db.kysely
      .selectFrom('two_factors' as never)
      .selectAll()
      .executeTakeFirst() as Promise<{ backup_codes: string; secret: string } | undefined>;
  const signInStep = async (client = t.client()) => {
    const res = await client.post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { client, res };
  };

  beforeAll(async () => {
    ada = await t.signedUp('ada@example.com', PASSWORD);
  });
  afterEach(() => vi.useRealTimers());

  it('turns on with the password and a first code; backup codes are stored hashed', async () => {
    expect(
      (await t.client().post('/api/auth/two-factor/enable', { password: PASSWORD })).statusCode,
    ).toBe(401);
    const wrong = await ada.post('/api/auth/two-factor/enable', { password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.details[0].path).toBe('password');

    const res = await ada.post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const { totpURI, backupCodes: codes } = res.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Slidewise:ada%40example\.com\?.*secret=/);
    totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    backupCodes = codes;
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    const row = await twoFactorRow();
    for (const code of backupCodes) expect(row!.backup_codes).not.toContain(code);
    expect(row!.secret).not.toContain(totp.secret.base32);

    // Not on until a code from the app is verified.
    expect((await signInStep()).res.json().twoFactorRedirect).toBeUndefined();
    const bad = await ada.post('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.code).toBe('invalid_code');
    expect((await ada.post('/api/auth/two-factor/verify-totp', { code: 'abc' })).statusCode).toBe(
      422,
    );
    const ok = await ada.post('/api/auth/two-factor/verify-totp', { code: codeAt() });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('asks for the code at sign-in and gives no session until it is right', async () => {
    // One step after the code that turned it on, which the server would still accept.
    moment -= 20 * STEP - STEP;
    vi.setSystemTime(moment);
    const { client, res } = await signInStep();
    expect(res.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect((await client.get('/api/v1/me')).statusCode).toBe(401);

    // The code just used to turn it on, and one from five minutes ago, are refused.
    const reused = await client.post('/api/auth/two-factor/verify-totp', {
      code: codeAt(-STEP / 1000),
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('invalid_code');
    const old = await client.post('/api/auth/two-factor/verify-totp', { code: codeAt(-300) });
    expect(old.json().error.code).toBe('invalid_code');
    expect((await client.get('/api/v1/me')).statusCode).toBe(401);

    const fresh = await client.post('/api/auth/two-factor/verify-totp', { code: codeAt(30) });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await client.get('/api/v1/me')).json().user.email).toBe('ada@example.com');
  });

  it('ends the challenge after five wrong codes', async () => {
    const { client } = await signInStep();
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/auth/two-factor/verify-totp', { code: '123456' });
      expect(res.json().error.code).toBe('invalid_code');
    }
    const sixth = await client.post('/api/auth/two-factor/verify-totp', { code: codeAt(-30) });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().error.code).toBe('two_factor_expired');
    expect((await client.get('/api/v1/me')).statusCode).toBe(401);
  });

  it('signs in with a backup code once; the same code is refused after', async () => {
    const { client } = await signInStep();
    const code = backupCodes[0]!;
    const res = await client.post('/api/auth/two-factor/verify-backup-code', { code });
    expect(res.statusCode, res.body).toBe(200);
    expect((await client.get('/api/v1/me')).statusCode).toBe(200);

    const other = (await signInStep()).client;
    const again = await other.post('/api/auth/two-factor/verify-backup-code', { code });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('invalid_code');
    expect((await other.get('/api/v1/me')).statusCode).toBe(401);
    // Typed without the dash, another code works.
    const typed = await other.post('/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[1]!.replace('-', ''),
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(JSON.parse((await twoFactorRow())!.backup_codes)).toHaveLength(8);
  });

  it('trusts a device for 30 days when asked', async () => {
    const { client } = await signInStep();
    const res = await client.post('/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[2]!,
      trustDevice: true,
    });
    expect(res.statusCode).toBe(200);
    await client.post('/api/auth/sign-out');
    const trusted = await signInStep(client);
    expect(trusted.res.json().twoFactorRedirect).toBeUndefined();
    expect((await client.get('/api/v1/me')).statusCode).toBe(200);

    await client.post('/api/auth/sign-out');
    vi.setSystemTime(moment + 31 * DAY);
    expect((await signInStep(client)).res.json().twoFactorRedirect).toBe(true);
  });

  it('refuses an e-mailed sign-in link for an account with two-factor', async () => {
    await t.client().post('/api/auth/sign-in/magic-link', { email: 'ada@example.com' });
    const message = await mail.waitFor('ada@example.com', /sign-in link/);
    const url = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/.exec(message.text ?? '')![0];
    const client = t.client();
    const res = await client.get(url.slice(PUBLIC_URL.length));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/login?error=two_factor_required`);
    expect((await client.get('/api/v1/me')).statusCode).toBe(401);
    // Nothing of the account was touched: its password and session still work.
    expect((await ada.get('/api/v1/me')).statusCode).toBe(200);
  });

  it('confirms an unconfirmed address with two-factor by its link, then asks for the code', async () => {
    // An account from before confirmation was required: two-factor on, address unconfirmed.
    const users = () => t.app.db.kysely.selectFrom('users').where('email', '=', 'ada@example.com');
    await t.app.db.kysely
      .updateTable('users')
      .set({ email_verified: 0 })
      .where('email', '=', 'ada@example.com')
      .execute();
    // Its password sign-in is refused and e-mails a fresh confirmation link.
    const refused = await t.client().post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    const message = await mail.waitFor('ada@example.com', /Confirm your e-mail/);
    const url = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(message.text ?? '')![0];
    const sessionsBefore = await t.app.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', (await users().select('id').executeTakeFirstOrThrow()).id)
      .execute();

    const client = t.client();
    const res = await client.get(url.slice(PUBLIC_URL.length));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/login?error=two_factor_required`);
    expect((await client.get('/api/v1/me')).statusCode).toBe(401);
    // The address is confirmed, no session was left behind, and the code is asked for.
    expect(
      Boolean((await users().select('email_verified').executeTakeFirstOrThrow()).email_verified),
    ).toBe(true);
    expect(
      await t.app.db.kysely
        .selectFrom('sessions')
        .select('id')
        .where('user_id', 'in', users().select('id'))
        .execute(),
    ).toEqual(sessionsBefore);
    expect((await signInStep()).res.json().twoFactorRedirect).toBe(true);
    expect((await ada.get('/api/v1/me')).statusCode).toBe(200);
  });

  it('turns off only with the password and a fresh code', async () => {
    const noCode = await ada.post('/api/auth/two-factor/disable', { password: PASSWORD });
    expect(noCode.statusCode).toBe(422);
    const wrong = await ada.post('/api/auth/two-factor/disable', {
      password: PASSWORD,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_code');
    expect((await signInStep()).res.json().twoFactorRedirect).toBe(true);

    const off = await ada.post('/api/auth/two-factor/disable', {
      password: PASSWORD,
      code: codeAt(-30),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await twoFactorRow()).toBeUndefined();
    const { client, res } = await signInStep();
    expect(res.json().twoFactorRedirect).toBeUndefined();
    expect((await client.get('/api/v1/me')).statusCode).toBe(200);
  });
});
