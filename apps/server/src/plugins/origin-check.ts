import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site: an
 * Origin outside the trusted list, or Fetch Metadata saying "cross-site".
 * Requests with neither header (curl, server-to-server) carry no ambient cookie
 * risk from a browser and pass. Every state-changing request is checked, whatever
 * its path: a path test on the raw URL is bypassed by encoding (`/%61pi/...`).
 * The one exception is Stripe's webhook, recognised by the route the router chose.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, opts: { trusted: string[] }) => {
  const trusted = new Set(opts.trusted.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.url === '/api/v1/billing/webhook') return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const badOrigin = origin !== undefined && (origin === 'null' || !trusted.has(origin));
    if (badOrigin || site === 'cross-site') {
      throw new AppError(
        403,
        'untrusted_origin',
        'This request came from a site that is not trusted.',
      );
    }
  });
});
