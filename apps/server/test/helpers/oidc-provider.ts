import { createServer, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` library) on loopback, with its
 * own login and consent pages. Anyone may sign in with any login: the login is taken
 * as the e-mail address. PKCE is required; state and nonce round-trip as in production.
 */
export interface LocalOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Restarts the provider with a client allowed to return to these URLs. */
  allowRedirects(uris: string[]): Promise<void>;
  close(): Promise<void>;
}

export async function startLocalOidc(
  port: number,
  options: { emailVerified?: boolean } = {},
): Promise<LocalOidc> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'slidewise';
  const clientSecret = 'local-oidc-client-secret-0123456789';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'local', alg: 'RS256', use: 'sig' };
  let server: Server | undefined;

  async function listen(redirectUris: string[]) {
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [jwk] },
      pkce: { required: () => true },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      cookies: { keys: ['local-oidc-cookie-key'] },
      findAccount: (_ctx, id) => ({
        accountId: id,
        claims: () => ({
          sub: id,
          email: id,
          email_verified: options.emailVerified ?? true,
          name: id.split('@')[0],
        }),
      }),
    });
    provider.on('server_error', (_ctx, error) => console.error('local OIDC:', error));
    await new Promise<void>((resolve) => {
      server = provider.listen(port, '127.0.0.1', () => resolve());
    });
  }

  await listen([`${issuer}/unused`]);
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    issuer,
    clientId,
    clientSecret,
    async allowRedirects(uris) {
      await close();
      await listen(uris);
    },
    close,
  };
}

/**
 * Goes through the provider's own pages as a browser would: follows redirects, signs in
 * on the login form with `login`, confirms consent, and returns the URL it sends back to
 * (the relying party's callback, with code and state).
 */
export async function signInAtProvider(startUrl: string, login: string, returnTo: string) {
  const cookies = new Map<string, string>();
  let url = startUrl;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      if (url.startsWith(returnTo)) return url;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action)
      throw new Error(`local OIDC: no form at ${url} (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).toString();
    method = 'POST';
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1] ?? '';
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt },
    );
  }
  throw new Error('local OIDC: too many steps');
}

/**
 * A provider that misbehaves on purpose: its discovery, authorisation, token, JWKS and
 * userinfo endpoints answer like a real one, but its ID tokens name `tokenIssuer` as
 * issuer or `tokenAudience` as audience. A relying party must refuse them.
 */
export async function startHostileOidc(port: number) {
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'hostile', alg: 'RS256', use: 'sig' };
  const nonces = new Map<string, string>();
  const tokens = { issuer, audience: 'slidewise' };
  const json = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        userinfo_endpoint: `${issuer}/userinfo`,
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (url.pathname === '/jwks') return json(res, { keys: [jwk] });
    if (url.pathname === '/auth') {
      const code = `code-${nonces.size}`;
      nonces.set(code, url.searchParams.get('nonce') ?? '');
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const code = new URLSearchParams(body).get('code') ?? '';
      const idToken = await new SignJWT({
        email: 'mallory@hostile.test',
        email_verified: true,
        nonce: nonces.get(code),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'hostile' })
        .setIssuer(tokens.issuer)
        .setAudience(tokens.audience)
        .setSubject('mallory')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return json(res, {
        access_token: 'hostile-access',
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
      });
    }
    if (url.pathname === '/userinfo') {
      return json(res, { sub: 'mallory', email: 'mallory@hostile.test', email_verified: true });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    /** What the next ID tokens say. */
    tokens,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
