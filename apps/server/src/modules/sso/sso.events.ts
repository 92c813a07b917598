import { SSO_PROVIDER_PREFIX } from '@slidewise/shared/auth/sign-in-methods';
import type { AppKysely } from '../../db/database.js';
import type { EventHub } from '../../lib/events.js';
import type { GroupMembership } from '../groups/group-membership.js';
import { ssoRepository } from './sso.repository.js';

/**
 * A first sign-in through a workspace's single sign-on makes a learner of that
 * workspace: in the group its leader chose, with the group's courses (same transaction).
 */
export function ssoEvents(deps: { db: AppKysely; events: EventHub; membership: GroupMembership }) {
  const providers = ssoRepository(deps.db);
  deps.events.on('userSignedUpWithProvider', async ({ userId, email, providerId }) => {
    if (!providerId.startsWith(SSO_PROVIDER_PREFIX)) return;
    const row = await providers.findById(providerId.slice(SSO_PROVIDER_PREFIX.length));
    if (!row?.group_id) return;
    await deps.membership.add(
      { id: row.group_id, ownerId: row.owner_id },
      [email],
      new Map([[email, userId]]),
    );
  });
}
