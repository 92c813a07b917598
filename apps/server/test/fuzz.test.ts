import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestClient } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

// Drives every operation of the OpenAPI document with malformed bodies, parameters,
// query strings, multipart bodies and paths. Whatever arrives, the answer is never
// a 5xx, and every error is `{error: {code, message}}`. Seeded, so a failure
// replays the same way.

const REQUESTS_PER_DIALECT = 4000;
const DEADLINE_MS = 90_000;

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

function nest(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { type: 'doc', content: [value] };
  return value;
}

const BAD_SEGMENTS = [
  '%',
  '%zz',
  '%00',
  'a'.repeat(300),
  '..',
  '%2e%2e',
  '.',
  'ü🙂',
  '0',
  '-1',
  'null',
  '%20',
  "'; drop table users; --",
  '<script>',
];

const BAD_SCALARS: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  ' ',
  'x'.repeat(100_000),
  'javascript:alert(1)',
  '\u0000',
  '2026-13-45',
  [],
  {},
  [1, 'two', null],
  { $gt: '' },
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
];

const BAD_QUERY_VALUES = ['', '-1', '0', '1e309', 'abc', '[]', '%zz', 'x'.repeat(5000), 'null'];

const AUTH_PATHS = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/sign-out',
  '/api/auth/revoke-other-sessions',
  '/api/auth/update-user',
  '/api/auth/get-session',
  '/api/auth/./sign-in/email',
  '/api/auth/%2e/sign-up/email',
];

const GARBAGE_PATHS = [
  '/api/v1//courses',
  '/api/v1/courses/x/../../groups',
  '/api/%2fv1/courses',
  '/api/v1/courses?%',
  '/api/v1/courses/%E0%A4%A',
  '/%61pi/v1/courses',
  '/api/v1/reports/../../auth/sign-in/email',
  '/api/v1/uploads/%2e%2e%2f%2e%2e%2fauth-secret',
];

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  bodyFields: string[];
  multipart: boolean;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
      }
    >
  >;
}

function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/auth/')) continue; // the forwarder's paths are listed above
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(content['application/json']?.schema?.properties ?? {}),
        multipart: 'multipart/form-data' in content || /uploads$|photo$/.test(path),
      });
    }
  }
  return ops;
}

describe.each(dialects)('fuzzing every operation on %s', (dialect) => {
  const { t } = useTestApp(dialect, {
    env: { AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' },
  });
  let leader: TestClient;
  const realIds: string[] = [];

  beforeAll(async () => {
    leader = await t.signedUp('fuzz@example.com');
    // Real ids, so malformed bodies also reach the code behind an existing record.
    const course = (await leader.post('/api/v1/courses', { title: 'Fuzzed' })).json();
    const slide = (
      await leader.post(`/api/v1/courses/${course.id}/slides`, {
        kind: 'content',
        title: 'One',
        body: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }],
        },
      })
    ).json();
    await leader.patch(`/api/v1/courses/${course.id}`, { version: 1, status: 'published' });
    const assigned = await leader.post(`/api/v1/courses/${course.id}/assignees`, {
      emails: ['learner@example.com'],
    });
    const group = (await leader.post('/api/v1/groups', { name: 'Fuzzers' })).json();
    const assignees = (await leader.get(`/api/v1/courses/${course.id}/assignees`)).json();
    realIds.push(course.id, slide.id, group.id, assignees.items?.[0]?.id ?? course.id);
    expect(assigned.statusCode).toBeLessThan(300);
  });

  it(
    'never answers 5xx or outside the error shape',
    { timeout: DEADLINE_MS + 30_000 },
    async () => {
      const doc = (await leader.get('/api/openapi.json')).json<OpenApiDoc>();
      const ops = operationsOf(doc);
      expect(ops.length).toBeGreaterThan(50);
      const { next, pick } = generator(dialect === 'sqlite' ? 20_260_301 : 20_260_302);
      const anonymous = t.client('10.77.0.1');
      const failures: string[] = [];
      const deadline = Date.now() + DEADLINE_MS;
      let sent = 0;

      function fillPath(op: Operation): string {
        let path = op.path;
        for (const name of op.params) {
          // DELETE never gets a real id, so the records stay for the other operations.
          const value = op.method !== 'DELETE' && next() < 0.5 ? pick(realIds) : pick(BAD_SEGMENTS);
          path = path.replace(`{${name}}`, value.startsWith('%') ? value : encodeURI(value));
        }
        const query = op.query.filter(() => next() < 0.6);
        if (query.length) {
          path += `?${query.map((q) => `${q}=${encodeURIComponent(pick(BAD_QUERY_VALUES))}`).join('&')}`;
        }
        return path;
      }

      function jsonBody(op: Operation): { payload: string; type: string } {
        const roll = next();
        if (roll < 0.1) return { payload: '{"title":', type: 'application/json' };
        if (roll < 0.15) return { payload: '', type: 'application/json' };
        if (roll < 0.2) return { payload: 'title=x', type: 'application/x-www-form-urlencoded' };
        if (roll < 0.25) return { payload: 'plain words', type: 'text/plain' };
        if (roll < 0.3)
          return {
            payload: JSON.stringify(nest(900, 'x', next() < 0.5)),
            type: 'application/json',
          };
        if (roll < 0.4)
          return { payload: JSON.stringify(pick(BAD_SCALARS)), type: 'application/json' };
        const body: Record<string, unknown> = {};
        for (const field of op.bodyFields) if (next() < 0.7) body[field] = pick(BAD_SCALARS);
        if (next() < 0.3)
          body.body = nest(Math.floor(next() * 200), { type: 'text', text: 'x' }, false);
        if (next() < 0.2) body.extra = pick(BAD_SCALARS);
        return { payload: JSON.stringify(body), type: 'application/json' };
      }

      function multipartBody(): { payload: string; type: string } {
        const boundary = 'fuzzboundary';
        const part = (name: string, file: boolean, content: string) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="f.png"' : ''}\r\n` +
          `Content-Type: ${file ? 'image/png' : 'text/plain'}\r\n\r\n${content}\r\n`;
        const variants = [
          part('file', true, '\x89PNG\r\n\x1a\n'), // truncated: no closing boundary
          `${part('file', true, 'GIF89a')}--${boundary}--\r\n`,
          `${part('file', true, 'a')}${part('file', true, 'b')}--${boundary}--\r\n`,
          `${part('field', false, 'x')}--${boundary}--\r\n`,
          `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
          `${part('__proto__', false, 'x')}--${boundary}--\r\n`,
          'no multipart at all',
        ];
        const types = [
          `multipart/form-data; boundary=${boundary}`,
          'multipart/form-data; boundary=other',
          'multipart/form-data',
          `multipart/form-data; boundary=${'b'.repeat(300)}`,
        ];
        return { payload: pick(variants), type: pick(types) };
      }

      async function send(
        client: TestClient,
        method: string,
        path: string,
        body?: { payload: string; type: string },
      ) {
        const res = await client.request(
          method as 'GET',
          path,
          body?.payload,
          body ? { 'content-type': body.type } : {},
        );
        sent++;
        const where = `${method} ${path.slice(0, 120)} (${(body?.type ?? 'no body').slice(0, 60)})`;
        if (res.statusCode >= 500) {
          failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        } else if (res.statusCode >= 400) {
          let shaped = false;
          try {
            const error = res.json<{ error?: { code?: unknown; message?: unknown } }>().error;
            shaped = typeof error?.code === 'string' && typeof error.message === 'string';
          } catch {
            shaped = false;
          }
          if (!shaped)
            failures.push(
              `${where} → ${res.statusCode} outside the shape: ${res.body.slice(0, 200)}`,
            );
        }
      }

      while (sent < REQUESTS_PER_DIALECT && Date.now() < deadline) {
        const roll = next();
        if (roll < 0.08) {
          await send(
            anonymous,
            pick(['GET', 'POST']),
            pick(AUTH_PATHS),
            jsonBody({
              bodyFields: ['email', 'password', 'name', 'newPassword', 'currentPassword', 'token'],
            } as Operation),
          );
          continue;
        }
        if (roll < 0.12) {
          await send(
            leader,
            pick(['GET', 'POST', 'PATCH', 'DELETE']),
            pick(GARBAGE_PATHS),
            jsonBody({ bodyFields: ['title'] } as Operation),
          );
          continue;
        }
        const op = pick(ops);
        const client = next() < 0.85 ? leader : anonymous;
        const path = fillPath(op);
        if (op.method === 'GET' || op.method === 'DELETE') await send(client, op.method, path);
        else await send(client, op.method, path, op.multipart ? multipartBody() : jsonBody(op));
      }

      expect(failures.slice(0, 20)).toEqual([]);
      // The bound is time, so show how much was covered: at least a thousand requests.
      expect(sent).toBeGreaterThanOrEqual(1000);
    },
  );
});
