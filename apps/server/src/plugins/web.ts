import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors.js';

/**
 * The build's page for each screen the app opens on, which names the screen's chunks for the
 * browser to fetch at once (apps/web/build/screen-preloads.ts, `SCREEN_PAGES`): a path's pattern
 * and file.
 */
function screenPages(root: string): (path: string) => string {
  const listed = join(root, 'screen-pages.json');
  const pages = existsSync(listed)
    ? (JSON.parse(readFileSync(listed, 'utf8')) as [string, string][]).map(
        ([pattern, file]) => [new RegExp(pattern), file] as const,
      )
    : [];
  return (path) => pages.find(([pattern]) => pattern.test(path))?.[1] ?? 'index.html';
}

/**
 * Serves the built web app. Unknown paths fall back to index.html (or the page the build made
 * for the screen at that path) so the client router can answer them, but nothing under /api
 * ever falls back to HTML.
 */
export async function webPlugin(app: FastifyInstance, opts: { root: string | undefined }) {
  const root = opts.root && existsSync(join(opts.root, 'index.html')) ? opts.root : undefined;
  const pageAt = root ? screenPages(root) : () => 'index.html';
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file; they go to whoever accepts them.
      preCompressed: true,
      cacheControl: false, // set below, per file
      setHeaders(res, path) {
        // Files are listed once at start (a build is followed by a restart).
        // Vite fingerprints everything under /assets; index.html must always be revalidated.
        res.setHeader(
          'cache-control',
          path.includes(`${join(root, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (!root || path === '/api' || path.startsWith('/api/') || request.method !== 'GET') {
      return sendNotFound(reply);
    }
    if (/\.[a-z0-9]+$/i.test(path)) return sendNotFound(reply);
    // A visitor without a session goes to sign in (main.tsx): the screen's code would be wasted.
    const page = app.carriesSession(request) ? pageAt(path) : 'index.html';
    return reply.header('cache-control', 'no-cache').header('vary', 'cookie').sendFile(page);
  });
}
