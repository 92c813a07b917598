import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  signInAtProvider,
  startHostileOidc,
  startLocalOidc,
  type LocalOidc,
} from './helpers/oidc-provider.js';
import {
  countRows,
  createTestApp,
  dialects,
  PUBLIC_URL,
  type TestClient,
} from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

const OIDC_PORT = Number(process.env.TEST_OIDC_PORT ?? 3431);
const SOCIAL_ENV = {
  GOOGLE_CLIENT_ID: 'google-client.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  MICROSOFT_CLIENT_ID: 'microsoft-client',
  MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
};

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe.each(dialects)('social sign-in on %s', (dialect) => {
  it('offers no provider without credentials, and refuses one that is not configured', async () => {
    const t = await createTestApp(dialect);
    try {
      const client = t.client();
      expect((await client.get('/api/v1/auth/sign-in-methods')).json()).toEqual({ social: [] });
      const res = await client.post('/api/auth/sign-in/social', { provider: 'google' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      const unknown = await client.post('/api/auth/sign-in/social', { provider: 'github' });
      expect(unknown.statusCode).toBe(422);
    } finally {
      await t.close();
    }
  });

  describe('with Google and Microsoft configured', () => {
    const { t } = useTestApp(dialect, { env: SOCIAL_ENV });

    it('lists both, and sends the browser to each with state and PKCE', async () => {
      const client = t.client();
      expect((await client.get('/api/v1/auth/sign-in-methods')).json()).toEqual({
        social: ['google', 'microsoft'],
      });
      for (const [provider, host] of [
        ['google', 'accounts.google.com'],
        ['microsoft', 'login.microsoftonline.com'],
      ] as const) {
        const res = await client.post('/api/auth/sign-in/social', {
          provider,
          callbackURL: '/dashboard',
        });
        expect(res.statusCode, res.body).toBe(200);
        const url = new URL(res.json().url);
        expect(url.host).toBe(host);
        expect(url.searchParams.get('redirect_uri')).toBe(
          `${PUBLIC_URL}/api/auth/callback/${provider}`,
        );
        expect(url.searchParams.get('code_challenge_method')).toBe('S256');
        expect(url.searchParams.get('state')).toMatch(/.{16,}/);
      }
    });

    it('refuses a landing page on another site (open redirect)', async () => {
      const client = t.client();
      for (const callbackURL of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
        const res = await client.post('/api/auth/sign-in/social', {
          provider: 'google',
          callbackURL,
        });
        expect(res.statusCode, callbackURL).toBe(422);
      }
    });

    /**
     * Google's side, at the network boundary: its token endpoint answers with an ID token
     * signed by a key its certificate endpoint publishes. Everything else is real.
     */
    async function googleSignIn(client: TestClient, profile: { email: string; verified: boolean }) {
      const start = await client.post('/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/dashboard',
      });
      const authorize = new URL(start.json().url);
      const { privateKey, publicKey } = await generateKeyPair('RS256');
      const jwk = { ...(await exportJWK(publicKey)), kid: 'google-test', alg: 'RS256' };
      const idToken = await new SignJWT({
        email: profile.email,
        email_verified: profile.verified,
        name: 'Gina Google',
        nonce: authorize.searchParams.get('nonce') ?? undefined,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'google-test' })
        .setIssuer('https://accounts.google.com')
        .setAudience(SOCIAL_ENV.GOOGLE_CLIENT_ID)
        .setSubject(`google-${profile.email}`)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      const realFetch = globalThis.fetch;
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.startsWith('https://oauth2.googleapis.com/token')) {
          return Response.json({
            access_token: 'at',
            token_type: 'Bearer',
            expires_in: 3600,
            id_token: idToken,
          });
        }
        if (url.startsWith('https://www.googleapis.com/oauth2/v3/certs')) {
          return Response.json({ keys: [jwk] });
        }
        return realFetch(input, init);
      });
      const state = authorize.searchParams.get('state')!;
      return client.get(`/api/auth/callback/google?code=google-code&state=${state}`);
    }

    afterEach(() => vi.restoreAllMocks());

    it('makes a leader with its trial on a first Google sign-in, with what waited for the address', async () => {
      const lead = t.client();
      await lead.signUp('lead@example.com');
      const groupId = (await lead.post('/api/v1/groups', { name: 'Drivers' })).json().id;
      await lead.post(`/api/v1/groups/${groupId}/members`, { emails: ['gina@example.com'] });
      const gina = t.client();
      const res = await googleSignIn(gina, { email: 'gina@example.com', verified: true });
      expect(res.statusCode, res.body).toBe(302);
      expect(res.headers.location).toBe('/dashboard');
      const me = (await gina.get('/api/v1/me')).json();
      expect(me.user).toMatchObject({ email: 'gina@example.com', emailVerified: true });
      expect(me.leader.subscription).toMatchObject({
        plan: 'FREE',
        trial: { status: 'active', daysLeft: 14 },
      });
      // Google said the address is verified: the group membership is hers now.
      const members = (await lead.get(`/api/v1/groups/${groupId}/members?pageSize=10`)).json();
      expect(members.items[0]).toMatchObject({ email: 'gina@example.com' });
      const row = await t.app.db.kysely
        .selectFrom('group_members')
        .select('user_id')
        .where('email', '=', 'gina@example.com')
        .executeTakeFirstOrThrow();
      expect(row.user_id).toBe(me.user.id);
    });

    it('links to an existing account only when Google says the address is verified', async () => {
      const owner = t.client();
      await owner.signUp('olga@example.com');
      const users = await countRows(t.app, 'users');
      const unverified = await googleSignIn(t.client(), {
        email: 'olga@example.com',
        verified: false,
      });
      expect(unverified.headers.location).toBe('/login?error=account_not_linked');
      const verified = t.client();
      const linked = await googleSignIn(verified, { email: 'olga@example.com', verified: true });
      expect(linked.headers.location).toBe('/dashboard');
      expect((await verified.get('/api/v1/me')).json().user.email).toBe('olga@example.com');
      expect(await countRows(t.app, 'users')).toBe(users);

      // With two-factor on, a provider alone (one factor) does not sign in.
      await t.app.db.kysely
        .updateTable('users')
        .set({ two_factor_enabled: 1 as never })
        .where('email', '=', 'olga@example.com')
        .execute();
      const sessions = await countRows(t.app, 'sessions');
      const oneFactor = t.client();
      const refused = await googleSignIn(oneFactor, { email: 'olga@example.com', verified: true });
      // (the sign-in page reads it as "use your password and a code")
      expect(refused.headers.location).toBe('/login?error=unable_to_create_session');
      expect(await countRows(t.app, 'sessions')).toBe(sessions);
    });

    it('refuses a tampered or replayed state and a cancelled sign-in, making no account', async () => {
      const client = t.client();
      const users = await countRows(t.app, 'users');
      const forged = await client.get('/api/auth/callback/google?code=abc&state=forged-state');
      expect(forged.statusCode).toBe(302);
      expect(forged.headers.location).toMatch(new RegExp(`^${PUBLIC_URL}/login\\?error=state`));

      const start = await client.post('/api/auth/sign-in/social', { provider: 'google' });
      const state = new URL(start.json().url).searchParams.get('state')!;
      const cancelled = await client.get(
        `/api/auth/callback/google?error=access_denied&state=${state}`,
      );
      expect(cancelled.statusCode).toBe(302);
      expect(cancelled.headers.location).toBe('/login?error=access_denied');
      // The state was spent: the same answer again is refused.
      const replay = await client.get(`/api/auth/callback/google?code=abc&state=${state}`);
      expect(replay.headers.location).toMatch(/\/login\?error=state/);

      const repeated = await client.get('/api/auth/callback/google?code=a&code=b&state=x');
      expect(repeated.statusCode).toBe(422);
      expect(await countRows(t.app, 'users')).toBe(users);
    });
  });
});

describe.each(dialects)('workspace single sign-on on %s', (dialect) => {
  let oidc: LocalOidc;
  let leader: TestClient;
  let groupId: string;
  let provider: string;

  const settings = (extra: Record<string, unknown> = {}) => ({
    issuer: oidc.issuer,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    domains: ['acme.test'],
    ...extra,
  });

  /** The whole round trip: sign-in request, the provider's pages, the callback. */
  async function ssoSignIn(client: TestClient, login: string) {
    const start = await client.post('/api/auth/sign-in/social', {
      provider,
      callbackURL: '/learn',
      loginHint: login,
    });
    expect(start.statusCode, start.body).toBe(200);
    const authorize = new URL(start.json().url);
    expect(authorize.origin).toBe(oidc.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const back = await signInAtProvider(authorize.toString(), login, PUBLIC_URL);
    return { back, res: await client.get(pathOf(back)) };
  }

  beforeAll(async () => {
    oidc = await startLocalOidc(OIDC_PORT);
  });
  afterAll(() => oidc?.close());
  const { t } = useTestApp(dialect, {
    env: () => ({
      TRUSTED_ORIGINS: `${oidc.issuer},http://127.0.0.1:${OIDC_PORT + 2}`,
      AUTH_RATE_LIMIT_PER_IP: '1000',
    }),
  });
  beforeAll(async () => {
    leader = await t.signedUp('lead@acme-hq.test', undefined, 'Lea Leader');
    groupId = (await leader.post('/api/v1/groups', { name: 'Warehouse' })).json().id;
  });

  it('lets a leader configure it, and keeps the secret to itself', async () => {
    // Nothing set up yet is a state, not an error.
    const unset = await leader.get('/api/v1/workspace/sso');
    expect(unset.statusCode).toBe(200);
    expect(unset.body).toBe('null');
    expect((await t.client().get('/api/v1/workspace/sso')).statusCode).toBe(401);
    const saved = await leader.put('/api/v1/workspace/sso', settings({ groupId }));
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({ issuer: oidc.issuer, domains: ['acme.test'], groupId });
    expect(body.redirectUrl).toMatch(`${PUBLIC_URL}/api/auth/callback/sso-`);
    expect(JSON.stringify(body)).not.toContain(oidc.clientSecret);
    const stored = await t.app.db.kysely
      .selectFrom('sso_providers')
      .select('client_secret')
      .executeTakeFirstOrThrow();
    expect(stored.client_secret).not.toContain(oidc.clientSecret);
    provider = `sso-${body.redirectUrl.split('/sso-')[1]}`;
    await oidc.allowRedirects([body.redirectUrl]);

    const lookup = await t.client().post('/api/v1/auth/sso/lookup', { email: 'ANA@acme.test' });
    expect(lookup.json()).toEqual({ provider });
    const none = await t.client().post('/api/v1/auth/sso/lookup', { email: 'ana@other.test' });
    expect(none.statusCode).toBe(404);
  });

  it('refuses bad settings: no provider there, a group of another leader, a claimed domain', async () => {
    const other = t.client();
    await other.signUp('other@example.com');
    const noIssuer = await other.put(
      '/api/v1/workspace/sso',
      settings({ issuer: 'http://127.0.0.1:9/', domains: ['other.test'] }),
    );
    expect(noIssuer.statusCode).toBe(422);
    const plainHttp = await other.put(
      '/api/v1/workspace/sso',
      settings({ issuer: 'http://example.com', domains: ['other.test'] }),
    );
    expect(plainHttp.json().error.details[0].path).toBe('issuer');
    const group = await other.put(
      '/api/v1/workspace/sso',
      settings({ groupId, domains: ['o.test'] }),
    );
    expect(group.statusCode).toBe(404);
    const taken = await other.put('/api/v1/workspace/sso', settings());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'sso_domain_taken',
      details: { domains: ['acme.test'] },
    });
    // Another leader's settings are never visible: this workspace still has none.
    const mine = await other.get('/api/v1/workspace/sso');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toBeNull();
    expect((await other.delete('/api/v1/workspace/sso')).statusCode).toBe(404);
    expect((await leader.get('/api/v1/workspace/sso')).json()).toMatchObject({
      domains: ['acme.test'],
    });
  });

  it('signs a new person in through the provider as a learner of the workspace, in its group', async () => {
    const ana = t.client();
    const leaders = await countRows(t.app, 'leaders');
    const { back, res } = await ssoSignIn(ana, 'ana@acme.test');
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/learn');
    const me = await ana.get('/api/v1/me');
    expect(me.statusCode).toBe(200);
    // A learner of the workspace: no workspace of their own; the provider proved the address.
    expect(me.json()).toMatchObject({
      user: { email: 'ana@acme.test', emailVerified: true },
      leader: null,
    });
    expect(await countRows(t.app, 'leaders')).toBe(leaders);
    // Nor does the workspace's sign-on show through to its learner.
    const sso = await ana.get('/api/v1/workspace/sso');
    expect(sso.statusCode).toBe(200);
    expect(sso.json()).toBeNull();
    const members = (await leader.get(`/api/v1/groups/${groupId}/members?pageSize=100`)).json();
    expect(members.items.map((m: { email: string }) => m.email)).toContain('ana@acme.test');

    // The provider's answer cannot be used twice.
    const sessions = await countRows(t.app, 'sessions');
    const replay = await t.client().get(pathOf(back));
    expect(replay.headers.location).toMatch(/\/login\?error=/);
    expect(await countRows(t.app, 'sessions')).toBe(sessions);

    // Signing in again finds the same account.
    const again = await ssoSignIn(t.client(), 'ana@acme.test');
    expect(again.res.headers.location).toBe('/learn');
    const anas = await t.app.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ana@acme.test')
      .execute();
    expect(anas).toHaveLength(1);
  });

  it('refuses an address outside the workspace domains, making no account', async () => {
    const users = await countRows(t.app, 'users');
    const { res } = await ssoSignIn(t.client(), 'eve@elsewhere.test');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/login\?error=/);
    expect(await countRows(t.app, 'users')).toBe(users);
  });

  it('refuses an ID token from the wrong issuer or for another audience', async () => {
    const hostile = await startHostileOidc(OIDC_PORT + 2);
    try {
      const owner = t.client();
      await owner.signUp('owner@hostile-hq.test');
      const saved = await owner.put('/api/v1/workspace/sso', {
        issuer: hostile.issuer,
        clientId: 'slidewise',
        clientSecret: 'hostile-secret',
        domains: ['hostile.test'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const hostileProvider = `sso-${saved.json().redirectUrl.split('/sso-')[1]}`;
      const users = await countRows(t.app, 'users');
      for (const lie of [
        { issuer: 'http://evil.example', audience: 'slidewise' },
        { issuer: hostile.issuer, audience: 'another-client' },
      ]) {
        Object.assign(hostile.tokens, lie);
        const client = t.client();
        const start = await client.post('/api/auth/sign-in/social', { provider: hostileProvider });
        const authorize = await fetch(start.json().url, { redirect: 'manual' });
        const back = await client.get(pathOf(authorize.headers.get('location')!));
        expect(back.statusCode, JSON.stringify(lie)).toBe(302);
        expect(back.headers.location).toMatch(/^\/login\?error=/);
        expect((await client.get('/api/v1/me')).statusCode).toBe(401);
      }
      // The same provider telling the truth signs in: the refusals were about the token.
      Object.assign(hostile.tokens, { issuer: hostile.issuer, audience: 'slidewise' });
      const honest = t.client();
      const start = await honest.post('/api/auth/sign-in/social', { provider: hostileProvider });
      const authorize = await fetch(start.json().url, { redirect: 'manual' });
      const back = await honest.get(pathOf(authorize.headers.get('location')!));
      expect(back.headers.location).toBe(PUBLIC_URL);
      expect(await countRows(t.app, 'users')).toBe(users + 1);
    } finally {
      await hostile.close();
    }
  });

  it('stops at once when the leader removes it', async () => {
    expect((await leader.delete('/api/v1/workspace/sso')).statusCode).toBe(204);
    const res = await t.client().post('/api/auth/sign-in/social', { provider });
    expect(res.statusCode).toBe(404);
  });
});
