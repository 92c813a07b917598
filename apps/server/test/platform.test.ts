import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers/test-app.js';
import { useTestApp } from './helpers/use-test-app.js';

describe.each(dialects)('platform on %s', (dialect) => {
  const web = mkdtempSync(join(tmpdir(), 'slidewise-web-'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><title>Slidewise</title><div id="root"></div>',
  );
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The build's page for a screen, naming its chunks (apps/web/build/screen-preloads.ts).
  mkdirSync(join(web, 'screens'));
  writeFileSync(
    join(web, 'screens', 'learn-course.html'),
    '<!doctype html><link rel="modulepreload" href="/assets/learn-course-1.js"><div id="root"></div>',
  );
  writeFileSync(
    join(web, 'screen-pages.json'),
    JSON.stringify([['^\\/learn\\/[^/]+\\/?$', 'screens/learn-course.html']]),
  );
  const { t } = useTestApp(dialect, { env: { WEB_DIST: web } });

  beforeAll(async () => {
    // A route that fails the way a bug would, to see what a 500 reveals.
    t.app.get('/api/v1/test-crash', async () => {
      throw new Error('connection string postgres://admin:hunter2@db');
    });
  });

  it('reports health and which database it runs on', async () => {
    const res = await t.client().get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: dialect });
  });

  it('answers unknown API routes with a JSON 404, never the web app', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/nope', '/api']) {
      const res = await t.client().get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().error.code).toBe('not_found');
    }
    const post = await t.client().post('/api/v1/nothing-here', {});
    expect(post.statusCode).toBe(404);
  });

  it('serves the web app with an SPA fallback and long-lived caching for assets', async () => {
    const page = await t.client().get('/dashboard?tab=1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');

    const asset = await t.client().get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');

    const missingAsset = await t.client().get('/assets/missing-123.js');
    expect(missingAsset.statusCode).toBe(404);
  });

  it('sends the page the build made for the screen at a path, and index.html elsewhere', async () => {
    const ada = await t.signedUp('ada-pages@example.com');
    for (const path of ['/learn/abc', '/learn/abc/?from=mail']) {
      const page = await ada.get(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toMatch(/cookie/i);
      expect(page.body).toContain('/assets/learn-course-1.js');
    }
    for (const path of ['/learn', '/learn/abc/more', '/login']) {
      const page = await ada.get(path);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Slidewise</title>');
      expect(page.body).not.toContain('learn-course-1.js');
    }
  });

  it("sends a visitor index.html at a screen's path: they go to sign in, not to its code", async () => {
    const forged = { cookie: 'better-auth.session_token=made-up.c2lnbmF0dXJl' };
    for (const headers of [{}, forged]) {
      const page = await t.client().get('/learn/abc', headers);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Slidewise</title>');
      expect(page.body).not.toContain('learn-course-1.js');
    }
  });

  it('hides internals in a 500 and still gives a request id', async () => {
    const res = await t.client().get('/api/v1/test-crash');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('postgres://');
    expect(res.json().error.code).toBe('internal_error');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('keeps a given request id for tracing', async () => {
    const res = await t.client().get('/api/health', { 'x-request-id': 'trace-abc-123' });
    expect(res.headers['x-request-id']).toBe('trace-abc-123');
  });

  it('publishes the OpenAPI document and a browsable page', async () => {
    const doc = await t.client().get('/api/openapi.json');
    expect(doc.statusCode).toBe(200);
    const body = doc.json();
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/me', '/api/health', '/api/v1/auth/password-policy']),
    );
    const docs = await t.client().get('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.client().post('/api/auth/sign-in/email', 'email=a', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('sends security headers', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
