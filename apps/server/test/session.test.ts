import { describe, expect, it } from 'vitest';
import { dialects } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const HOUR = 60 * 60 * 1000;

// The session is read from the signed cookie with one query of ours on every request;
// better-auth creates, refreshes and revokes it. Revocations take effect at once.
describe.each(dialects)('session resolution on %s', (dialect) => {
  const { t } = useTestApp(dialect);

  const sessionRow = (userId: string) =>
    t.app.db.kysely
      .selectFrom('sessions')
      .select(['token', 'expires_at'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();

  it('refuses a cookie whose signature does not match, and a bare token', async () => {
    const client = t.client();
    const { id } = await client.signUp('signed@example.com');
    expect((await client.get('/api/v1/me')).statusCode).toBe(200);
    const { token } = await sessionRow(id);
    const cookie = client.cookieHeader.match(/slidewise\.session_token=([^;]+)/)![1]!;
    const signature = decodeURIComponent(cookie).slice(token.length + 1);
    const forged = `${token}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const value of [encodeURIComponent(forged), token, `${token}.`]) {
      const res = await t
        .client()
        .get('/api/v1/me', { cookie: `slidewise.session_token=${value}` });
      expect(res.statusCode, value).toBe(401);
    }
  });

  it('refuses an expired session', async () => {
    const client = t.client();
    const { id } = await client.signUp('expired@example.com');
    await t.app.db.kysely
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    expect((await client.get('/api/v1/me')).statusCode).toBe(401);
  });

  it('extends a session due for its daily refresh, through better-auth', async () => {
    const client = t.client();
    const { id } = await client.signUp('refresh@example.com');
    const soon = new Date(Date.now() + HOUR).toISOString();
    await t.app.db.kysely
      .updateTable('sessions')
      .set({ expires_at: soon })
      .where('user_id', '=', id)
      .execute();
    const res = await client.get('/api/v1/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('refresh@example.com');
    const { expires_at } = await sessionRow(id);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * HOUR);
  });

  it('ends every other session at once on "sign out everywhere"', async () => {
    const laptop = t.client();
    await laptop.signUp('everywhere@example.com');
    const phone = t.client();
    await phone.signIn('everywhere@example.com');
    expect((await phone.get('/api/v1/me')).statusCode).toBe(200);
    expect((await laptop.post('/api/auth/revoke-other-sessions', {})).statusCode).toBe(200);
    expect((await phone.get('/api/v1/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/v1/me')).statusCode).toBe(200);
    const stolen = laptop.clone();
    expect((await laptop.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    expect((await stolen.get('/api/v1/me')).statusCode).toBe(401);
  });
});
