import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/**
 * Deeper than any document the app stores: a rich-text body nests about four
 * levels per list level, so this leaves room for lists fourteen deep.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * What in a parsed input no handler can store: nesting beyond MAX_JSON_DEPTH, or a
 * NUL character (PostgreSQL text refuses it). Walked without recursion.
 */
export function unstorableInput(value: unknown): 'too_deep' | 'nul' | null {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [node, depth] = pending.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return 'nul';
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) return 'too_deep';
    for (const [key, child] of Object.entries(node)) {
      if (key.includes('\u0000')) return 'nul';
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

const MESSAGES = {
  too_deep: 'The request body is nested too deeply.',
  nul: 'The request contains a NUL character.',
};

/**
 * Refuses such input before any validator sees it: a body 800 levels deep would
 * overflow the stack in every schema that recurses (rich text) and in libraries
 * behind the auth endpoints, and a NUL would reach the database as a 500.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const problem = unstorableInput([request.params, request.query, request.body]);
    if (problem) throw new AppError(400, 'bad_request', MESSAGES[problem]);
  });
});
