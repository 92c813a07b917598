import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import type { PasswordPolicy } from '@slidewise/shared/auth/password-policy';
import type { Invitation } from '@slidewise/shared/groups/invitation';
import type { AppKysely } from '../../db/database.js';
import { toDate, toIso } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { learnerSignUp, type Auth } from '../auth/auth.js';
import { assertPasswordAllowed } from '../auth/password-policy.js';
import type { SessionUser } from '../../plugins/session.js';
import type { EventHub } from '../../lib/events.js';
import { proveAddress } from '../users/address-proven.js';
import { userService } from '../users/user.service.js';
import { invitationRepository } from './invitation.repository.js';
import { hashInvitationToken } from './invitation.tokens.js';

const LEARNER_HOME = '/learn';

const invalid = (reason: 'unknown' | 'expired') =>
  new AppError(
    400,
    'invalid_token',
    reason === 'expired'
      ? 'This invitation has expired.'
      : 'This invitation is not valid any more.',
    { reason },
  );

export function invitationService(deps: {
  db: AppKysely;
  clock: Clock;
  auth: Auth;
  events: EventHub;
  passwordPolicy: PasswordPolicy;
}) {
  const { db, clock } = deps;
  const invitations = invitationRepository(db);
  const users = userService(db);
  // The invitation link proves the address: what waits for it attaches.
  const claim = proveAddress(db, deps.events);
  // Once an address is proven, every open invitation to it is settled ("already joined").
  deps.events.on('addressProven', ({ email, at }) => invitations.acceptAllFor(email, at));

  /**
   * A link stays good until it expires or its address joins; after that it still
   * answers, as "already joined", so the person can sign in and carry on.
   */
  async function open(token: string) {
    const row = await invitations.findByTokenHash(hashInvitationToken(token));
    if (!row) throw invalid('unknown');
    const joined = row.accepted_at !== null;
    if (!joined && toDate(row.expires_at) <= clock.now()) throw invalid('expired');
    return { row, joined, redirectTo: row.course_id ? `/learn/${row.course_id}` : LEARNER_HOME };
  }

  return {
    async get(token: string): Promise<Invitation> {
      const { row, joined, redirectTo } = await open(token);
      return {
        email: row.email,
        inviterName: row.inviter_name,
        expiresAt: toIso(row.expires_at),
        accountExists: (await users.accountByEmail(row.email)) !== undefined,
        joined,
        redirectTo,
      };
    },

    /**
     * Accepts for the signed-in account holding the invited address, or creates that
     * account (a learner: no workspace) and signs it in. The link proves the address,
     * so everything waiting for it attaches at once.
     */
    async accept(
      token: string,
      input: { name: string; password: string } | undefined,
      session: SessionUser | null,
      headers: IncomingHttpHeaders,
    ): Promise<{ redirectTo: string; setCookie: string[] }> {
      const { row, redirectTo } = await open(token);
      if (!input) {
        if (!session) throw new AppError(401, 'unauthorized', 'Sign in to accept this invitation.');
        if (session.email !== row.email) {
          throw new AppError(409, 'conflict', 'This invitation is for another e-mail address.');
        }
        await claim(session.id, row.email, clock.now());
        return { redirectTo, setCookie: [] };
      }

      if (await users.accountByEmail(row.email)) {
        throw new AppError(
          409,
          'email_taken',
          'An account already exists for this address: sign in to accept.',
        );
      }
      assertPasswordAllowed(input.password, deps.passwordPolicy);
      const account = { email: row.email, password: input.password };
      const created = await learnerSignUp.run({ addressProven: true }, () =>
        deps.auth.api.signUpEmail({
          body: { name: input.name, ...account },
          headers: fromNodeHeaders(headers),
          asResponse: true,
        }),
      );
      if (!created.ok)
        throw new AppError(created.status, 'bad_request', 'The account could not be created.');
      // Sign-up claimed what was waiting, settled the invitations and confirmed the
      // address in its transaction: the account may sign in at once.
      const signedIn = await deps.auth.api.signInEmail({
        body: account,
        headers: fromNodeHeaders(headers),
        asResponse: true,
      });
      if (!signedIn.ok)
        throw new AppError(signedIn.status, 'bad_request', 'The account could not sign in.');
      return { redirectTo, setCookie: signedIn.headers.getSetCookie() };
    },
  };
}

export type InvitationService = ReturnType<typeof invitationService>;
