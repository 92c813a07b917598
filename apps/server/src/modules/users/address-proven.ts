import type { AppKysely } from '../../db/database.js';
import type { EventHub } from '../../lib/events.js';
import { userRepository } from './user.repository.js';

/**
 * Records that an address is proven this account's own (it came through an invitation
 * link, verified it, or a provider vouched for it), and tells the modules that keep work
 * waiting for addresses, all in one transaction (the caller's, when there is one).
 */
export function proveAddress(db: AppKysely, events: EventHub) {
  const users = userRepository(db);
  return (userId: string, email: string, at: Date) =>
    db.transaction().execute(async () => {
      await users.markEmailVerified(userId, at);
      await events.emit('addressProven', { userId, email, at });
    });
}
