import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { PasswordPolicy } from '@slidewise/shared/auth/password-policy';
import { CHECK_EMAIL, type CheckEmail } from '@slidewise/shared/auth/schemas';
import type {
  JoinLink,
  JoinLinkCreateInput,
  JoinLinkInfo,
  JoinResult,
} from '@slidewise/shared/groups/join-link';
import type { AppKysely } from '../../db/database.js';
import { toDate, toIso } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/session.js';
import { assigneesOnJoining } from '../assignments/assignment.service.js';
import { learnerSignUp, type Auth } from '../auth/auth.js';
import { assertPasswordAllowed } from '../auth/password-policy.js';
import type { GroupMembership } from '../groups/group-membership.js';
import { groupLookup } from '../groups/group.service.js';
import type { PlanPolicy } from '../subscription/subscription.policy.js';
import { subscriptionService } from '../subscription/subscription.service.js';
import { userService } from '../users/user.service.js';
import { joinLinkRepository, type JoinLinkRow } from './join-link.repository.js';

const LEARNER_HOME = '/learn';
/** A group's live links fit on one page; nobody needs a hundred posters at once. */
const LIST_SIZE = 100;

const gone = (code: 'join_link_expired' | 'join_link_full', message: string) =>
  new AppError(410, code, message);

export function joinLinkService(deps: {
  db: AppKysely;
  clock: Clock;
  auth: Auth;
  plans: PlanPolicy;
  membership: GroupMembership;
  publicUrl: string;
  passwordPolicy: PasswordPolicy;
}) {
  const { db, clock, plans } = deps;
  const links = joinLinkRepository(db);
  const groups = groupLookup(db);
  const users = userService(db);
  const subscriptions = subscriptionService(db, clock);
  const assigneesAdded = assigneesOnJoining(db);

  const present = (row: JoinLinkRow): JoinLink => ({
    id: row.id,
    url: `${deps.publicUrl}/join/${row.token}`,
    expiresAt: row.expires_at ? toIso(row.expires_at) : null,
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
    uses: Number(row.uses),
    emailDomain: row.email_domain,
    createdAt: toIso(row.created_at),
  });

  async function ownedGroup(ownerId: string, groupId: string) {
    const group = await groups.ownedBy(groupId, ownerId);
    if (!group) throw notFound('Group');
    return group;
  }

  /** A link that can still be used: unknown or revoked is 404, expired or full is 410. */
  async function usable(token: string) {
    const link = await links.findByToken(token);
    if (!link || link.revoked_at) throw notFound('Join link');
    if (link.expires_at && toDate(link.expires_at) <= clock.now()) {
      throw gone('join_link_expired', 'This join link has expired.');
    }
    if (link.max_uses !== null && Number(link.uses) >= Number(link.max_uses)) {
      throw gone('join_link_full', 'This join link has been used as many times as it allows.');
    }
    return link;
  }

  const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

  type Link = Awaited<ReturnType<typeof usable>>;

  /** Refuses an address outside the link's domain, and a join the leader's plan does not allow. */
  async function assertCanJoin(link: Link, email: string, verified: boolean) {
    // The domain is only worth something for an address its owner has proved.
    if (link.email_domain && (domainOf(email) !== link.email_domain || !verified)) {
      throw new AppError(
        403,
        'join_link_domain',
        `This join link is for verified addresses at ${link.email_domain}.`,
        { domain: link.email_domain, verified },
      );
    }
    // Limits count as they do when the leader adds someone: groups need a plan that has
    // them, and a person new to the leader's courses counts as one more assignee.
    const subscription = await subscriptions.of(link.owner_id);
    plans.assertAllows(subscription, { limit: 'groups' });
    const assignees = await assigneesAdded(link.owner_id, link.group_id, email);
    if (assignees) plans.assertAllows(subscription, { limit: 'assignees', ...assignees });
  }

  /** Adds the account to the link's group (with the group's courses), counting one use. */
  async function join(token: string, userId: string): Promise<JoinResult> {
    return db.transaction().execute(async () => {
      const link = await usable(token);
      const user = await users.account(userId);
      if (!user) throw notFound('Account');
      if (await groups.hasMember(link.group_id, user.email)) {
        return { groupName: link.group_name, alreadyMember: true, redirectTo: LEARNER_HOME };
      }
      await assertCanJoin(link, user.email, user.emailVerified);
      if (!(await links.use(link.id))) {
        throw gone('join_link_full', 'This join link has been used as many times as it allows.');
      }
      // Whoever holds the link is the one the leader let in: the group's courses are theirs
      // at once, verified address or not.
      await deps.membership.add(
        { id: link.group_id, ownerId: link.owner_id },
        [user.email],
        new Map([[user.email, user.id]]),
      );
      return { groupName: link.group_name, alreadyMember: false, redirectTo: LEARNER_HOME };
    });
  }

  return {
    async create(ownerId: string, groupId: string, input: JoinLinkCreateInput): Promise<JoinLink> {
      await ownedGroup(ownerId, groupId);
      // A link is a way into a group: the plan must include groups.
      plans.assertAllows(await subscriptions.of(ownerId), { limit: 'groups' });
      const now = clock.now();
      if (input.expiresAt && new Date(input.expiresAt) <= now) {
        throw new AppError(422, 'validation_failed', 'The expiry must be in the future.', [
          { path: 'expiresAt', code: 'in_past', message: 'The expiry must be in the future.' },
        ]);
      }
      const row = {
        id: newId(),
        group_id: groupId,
        owner_id: ownerId,
        token: randomBytes(24).toString('base64url'),
        email_domain: input.emailDomain ?? null,
        expires_at: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
        max_uses: input.maxUses ?? null,
        uses: 0,
        revoked_at: null,
        created_at: now.toISOString(),
      };
      await links.insert(row);
      return present(row as JoinLinkRow);
    },

    async list(ownerId: string, groupId: string) {
      await ownedGroup(ownerId, groupId);
      const rows = await links.listOfGroup(groupId, ownerId, LIST_SIZE);
      return { items: rows.map(present), total: rows.length, page: 1, pageSize: LIST_SIZE };
    },

    async revoke(ownerId: string, groupId: string, linkId: string): Promise<void> {
      await ownedGroup(ownerId, groupId);
      if (!(await links.revoke(linkId, groupId, ownerId, clock.now()))) throw notFound('Join link');
    },

    async info(token: string): Promise<JoinLinkInfo> {
      const link = await usable(token);
      return {
        groupName: link.group_name,
        leaderName: link.leader_name || link.leader_email,
        emailDomain: link.email_domain,
      };
    },

    /**
     * Joins as the signed-in account, or creates a learner account (no workspace) from
     * name, e-mail and password and answers "check your e-mail": the link in it signs the
     * person in and comes back here to join. An address that has an account answers the
     * same (its owner is e-mailed instead), so a link tells nobody who has an account.
     */
    async join(
      token: string,
      input: { name: string; email: string; password: string } | undefined,
      session: SessionUser | null,
      headers: IncomingHttpHeaders,
    ): Promise<JoinResult | CheckEmail> {
      if (!input) {
        if (!session) throw new AppError(401, 'unauthorized', 'Sign in to join this group.');
        return join(token, session.id);
      }
      // Everything that would refuse the join is checked before an account is made.
      await assertCanJoin(await usable(token), input.email, false);
      assertPasswordAllowed(input.password, deps.passwordPolicy);
      const response = await learnerSignUp.run({ addressProven: false }, () =>
        deps.auth.api.signUpEmail({
          body: { ...input, callbackURL: `/join/${token}` },
          headers: fromNodeHeaders(headers),
          asResponse: true,
        }),
      );
      if (!response.ok) {
        throw new AppError(response.status, 'bad_request', 'The account could not be created.');
      }
      return CHECK_EMAIL;
    },
  };
}

export type JoinLinkService = ReturnType<typeof joinLinkService>;
