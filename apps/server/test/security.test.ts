import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  dialects,
  PUBLIC_URL,
  type TestApp,
  type TestClient,
} from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

// The audit's findings (path tricks, encoded paths, bad input that used to answer
// 500), each reproduced as the audit sent it.

interface RawResponse {
  status: number;
  json: { error?: { code: string; message: string } } & Record<string, unknown>;
  cookies: string[];
}

/**
 * Sends the path byte for byte over a real socket: `inject` and `fetch` would
 * normalise `./` and `..` before the server saw them, hiding the bug.
 */
function raw(
  t: TestApp,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const { port } = t.app.server.address() as AddressInfo;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { 'content-type': 'application/json', origin: PUBLIC_URL, ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            json: text ? (JSON.parse(text) as RawResponse['json']) : {},
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const errorShape = {
  error: { code: expect.any(String) as unknown, message: expect.any(String) as unknown },
};

describe.each(dialects)('security findings on %s', (dialect) => {
  describe('auth paths are ruled by their normalised form', () => {
    const { t } = useTestApp(dialect, {
      env: {
        AUTH_RATE_LIMIT_PER_IP: '1000',
        // The sign-up below counts once; three wrong passwords reach the limit.
        AUTH_RATE_LIMIT_PER_ACCOUNT: '4',
      },
    });
    const PASSWORD = 'a-strong-passphrase';

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await t.client('10.9.0.1').signUp('victim@example.com', PASSWORD);
    });

    const variants = (path: string) => [
      `/api/auth/.${path}`,
      `/api/auth/x/..${path}`,
      `/api/auth/%2e${path}`,
      `/api/auth${path}#`,
    ];

    it('keeps the account limit on dot-segment, encoded and fragment paths', async () => {
      for (let i = 0; i < 3; i++) {
        const wrong = await raw(t, 'POST', '/api/auth/sign-in/email', {
          email: 'victim@example.com',
          password: `wrong-${i}`,
        });
        expect(wrong.status).toBe(401);
      }
      const plain = await raw(t, 'POST', '/api/auth/sign-in/email', {
        email: 'victim@example.com',
        password: PASSWORD,
      });
      expect(plain.status).toBe(429);
      for (const path of variants('/sign-in/email')) {
        const res = await raw(t, 'POST', path, { email: 'victim@example.com', password: PASSWORD });
        expect(res.status, path).toBe(429);
        expect(res.json, path).toMatchObject({ error: { code: 'rate_limited' } });
        expect(
          res.cookies.some((c) => c.includes('session_token=')),
          path,
        ).toBe(false);
      }
    });

    it('validates sign-up, reset and change of password on every spelling of the path', async () => {
      const usersBefore = await countRows(t.app, 'users');
      for (const path of variants('/sign-up/email')) {
        const res = await raw(t, 'POST', path, {
          name: 'x'.repeat(20_000),
          email: `new-${usersBefore}@example.com`,
          password: 'password',
        });
        expect(res.status, path).toBe(422);
        expect(res.json, path).toMatchObject(errorShape);
      }
      expect(await countRows(t.app, 'users')).toBe(usersBefore);

      for (const path of variants('/reset-password')) {
        const res = await raw(t, 'POST', path, { token: 'some-token', newPassword: 'password' });
        expect(res.status, path).toBe(422);
        expect(res.json.error?.code, path).toBe('password-does-not-meet-requirements');
      }

      const client = t.client('10.9.0.2');
      await client.signUp('changer@example.com', PASSWORD);
      for (const path of variants('/change-password')) {
        const res = await raw(
          t,
          'POST',
          path,
          { currentPassword: PASSWORD, newPassword: '12345678' },
          { cookie: client.cookieHeader },
        );
        expect(res.status, path).toBe(422);
        expect(res.json.error?.code, path).toBe('password-does-not-meet-requirements');
      }
      await client.signIn('changer@example.com', PASSWORD);
    });

    it('refuses auth endpoints the app does not use, however they are spelled', async () => {
      const client = t.client('10.9.0.3');
      await client.signUp('photo@example.com', PASSWORD);
      for (const path of ['/api/auth/update-user', '/api/auth/./update-user']) {
        const res = await raw(
          t,
          'POST',
          path,
          { image: 'javascript:alert(1)' },
          { cookie: client.cookieHeader },
        );
        expect(res.status, path).toBe(404);
        expect(res.json, path).toMatchObject(errorShape);
      }
      const me = (await client.get('/api/v1/me')).json();
      expect(me.user.photoURL).toBeNull();
      // A path that normalises out of /api/auth reaches nothing either.
      const escaped = await raw(t, 'POST', '/api/auth/../v1/courses', { title: 'Sneaky' });
      expect(escaped.status).toBe(404);
    });
  });

  describe('requests a signed-in leader can send', () => {
    const { t } = useTestApp(dialect, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    let ada: TestClient;

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      ada = await t.signedUp('ada@example.com');
    });

    async function courseCount() {
      return Number((await ada.get('/api/v1/courses')).json().total);
    }

    it('refuses a foreign origin on an encoded API path (403, nothing created)', async () => {
      const before = await courseCount();
      for (const path of ['/%61pi/v1/courses', '/api/v1/courses']) {
        const res = await raw(
          t,
          'POST',
          path,
          { title: 'From evil' },
          { origin: 'https://evil.example', cookie: ada.cookieHeader },
        );
        expect(res.status, path).toBe(403);
        expect(res.json.error?.code, path).toBe('untrusted_origin');
      }
      expect(await courseCount()).toBe(before);
    });

    it('answers a saved assignee change with its own row, even when another address contains it', async () => {
      const course = (await ada.post('/api/v1/courses', { title: 'Safety' })).json();
      await ada.post(`/api/v1/courses/${course.id}/slides`, {
        kind: 'content',
        title: 'One',
        body: doc('Wear a helmet.'),
      });
      expect(
        (await ada.patch(`/api/v1/courses/${course.id}`, { version: 1, status: 'published' }))
          .statusCode,
      ).toBe(200);
      const assigned = await ada.post(`/api/v1/courses/${course.id}/assignees`, {
        emails: ['abob.x@example.com', 'bob.x@example.com'],
      });
      expect(assigned.statusCode).toBeLessThan(300);
      const rows = (await ada.get(`/api/v1/courses/${course.id}/assignees`)).json().items as {
        id: string;
        email: string;
      }[];
      const bob = rows.find((r) => r.email === 'bob.x@example.com')!;
      const res = await ada.patch(`/api/v1/courses/${course.id}/assignees/${bob.id}`, {
        remindersEnabled: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: bob.id, email: 'bob.x@example.com' });
    });

    it('answers 400 to a truncated or malformed upload and stores nothing', async () => {
      const before = await countRows(t.app, 'uploads');
      const part = (boundary: string, end: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        `Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n${end}`;
      const bodies = [
        { type: 'multipart/form-data; boundary=b', payload: part('b', '') },
        { type: 'multipart/form-data; boundary=zzz', payload: part('b', '\r\n--b--\r\n') },
        { type: 'multipart/form-data', payload: part('b', '\r\n--b--\r\n') },
      ];
      for (const url of ['/api/v1/uploads?kind=image', '/api/v1/me/photo']) {
        for (const { type, payload } of bodies) {
          const res = await ada.request('POST', url, payload, { 'content-type': type });
          expect(res.statusCode, `${url} ${type}`).toBe(400);
          expect(res.json(), `${url} ${type}`).toMatchObject(errorShape);
        }
      }
      expect(await countRows(t.app, 'uploads')).toBe(before);
      expect((await ada.get('/api/v1/me')).json().user.photoURL).toBeNull();
    });

    it('answers 400 to a body nested 800 levels deep, on the API and on auth', async () => {
      const course = (await ada.post('/api/v1/courses', { title: 'Deep' })).json();
      let node: unknown = { type: 'text', text: 'x' };
      for (let i = 0; i < 800; i++) node = { type: 'blockquote', content: [node] };
      const res = await ada.post(`/api/v1/courses/${course.id}/slides`, {
        kind: 'content',
        title: 'Deep',
        body: { type: 'doc', content: [node] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(errorShape);
      expect((await ada.get(`/api/v1/courses/${course.id}/slides`)).json().total).toBe(0);

      let nested: unknown = 'x';
      for (let i = 0; i < 800; i++) nested = [nested];
      const auth = await t
        .client('10.9.1.1')
        .post('/api/auth/sign-in/email', { email: 'ada@example.com', password: nested });
      expect(auth.statusCode).toBe(400);
      expect(auth.json()).toMatchObject(errorShape);
    });

    it('answers 400 to a NUL character in a body or an id, on either database', async () => {
      const before = await courseCount();
      const created = await ada.post('/api/v1/courses', { title: 'Null\u0000byte' });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject(errorShape);
      expect(await courseCount()).toBe(before);
      const byId = await ada.get('/api/v1/courses/%00');
      expect(byId.statusCode).toBe(400);
      expect(byId.json()).toMatchObject(errorShape);
    });

    it('refuses an empty cover id on create and edit without touching the course', async () => {
      const before = await courseCount();
      const created = await ada.post('/api/v1/courses', { title: 'Cover', coverImageId: '' });
      expect(created.statusCode).toBe(422);
      expect(created.json().error.details[0].path).toBe('coverImageId');
      expect(await courseCount()).toBe(before);

      const course = (await ada.post('/api/v1/courses', { title: 'Kept' })).json();
      const patched = await ada.patch(`/api/v1/courses/${course.id}`, {
        version: course.version,
        title: 'Changed',
        coverImageId: '',
      });
      expect(patched.statusCode).toBe(422);
      const stored = (await ada.get(`/api/v1/courses/${course.id}`)).json();
      expect(stored).toMatchObject({ title: 'Kept', version: course.version, coverImageId: null });
    });

    it('answers malformed and over-long ids in the API error shape', async () => {
      const cases: [string, number][] = [
        ['/api/v1/courses/%', 400],
        ['/api/v1/courses/%zz', 400],
        [`/api/v1/courses/${'a'.repeat(500)}`, 404],
      ];
      for (const [path, status] of cases) {
        const res = await raw(t, 'GET', path, undefined, { cookie: ada.cookieHeader });
        expect(res.status, path).toBe(status);
        expect(res.json, path).toMatchObject(errorShape);
      }
    });

    it('lets embedded YouTube videos play under the CSP in both of their spellings', async () => {
      const res = await ada.get('/api/health');
      const csp = String(res.headers['content-security-policy']);
      const frames = /frame-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
      expect(frames).toEqual(
        expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://www.youtube.com']),
      );
    });
  });
});
