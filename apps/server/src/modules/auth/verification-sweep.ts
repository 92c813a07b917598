import type { FastifyBaseLogger } from 'fastify';
import type { AppKysely } from '../../db/database.js';
import { repeating } from '../../lib/repeating.js';

const HOUR = 60 * 60 * 1000;

/**
 * Deletes better-auth's verification rows once they have expired: reset and sign-in links
 * nobody opened, two-factor challenges, used-code markers, and the placeholder rows a reset
 * for an unknown address writes (none of which better-auth ever looks up again). Expiry is
 * better-auth's, so it is read against the real time, as better-auth reads it. Every
 * instance runs it hourly; a second delete of the same rows finds nothing.
 */
export function verificationSweep(deps: { db: AppKysely; log: FastifyBaseLogger }) {
  async function runOnce(): Promise<number> {
    const result = await deps.db
      .deleteFrom('verifications')
      .where('expires_at', '<', new Date().toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  return {
    runOnce,
    ...repeating(runOnce, HOUR, (error) =>
      deps.log.warn({ err: error }, 'deleting expired verifications failed'),
    ),
  };
}

export type VerificationSweep = ReturnType<typeof verificationSweep>;
