import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/**
 * Deeper than any document the app stores: a rich-text body nests about four
 * levels per list level, so this leaves room for lists fourteen deep.
 */
export const MAX_JSON_DEPTH = 64;

/** How deeply a parsed JSON value nests, counted without recursion. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Refuses bodies nested beyond MAX_JSON_DEPTH before any validator sees them: a
 * body 800 levels deep would otherwise overflow the stack in every schema that
 * recurses (rich text), and in libraries behind the auth endpoints.
 */
export const jsonDepthPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (typeof request.body === 'object' && jsonDepth(request.body) > MAX_JSON_DEPTH) {
      throw new AppError(400, 'bad_request', 'The request body is nested too deeply.');
    }
  });
});
