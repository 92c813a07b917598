import type { UserBio } from '@slidewise/shared/me/profile';
import type { AppKysely } from '../../db/database.js';
import { userBioRepository } from './user-bio.repository.js';
import { userRepository } from './user.repository.js';

export type { UserRecord } from './user.repository.js';

/**
 * What other modules may ask about accounts and change on them; the users and
 * user_bios tables are read and written only here (and by better-auth).
 */
export function userService(db: AppKysely) {
  const users = userRepository(db);
  const bios = userBioRepository(db);
  return {
    account: (id: string) => users.findById(id),
    /** The account at this address (any case), with its chosen language. */
    accountByEmail: (email: string) => users.findByEmail(email),
    /** Account ids by address, for addresses proven the account's own only. */
    provenAccountIds: (emails: string[]) => users.provenIdsByEmail(emails),
    /** Each account's chosen language. */
    localesOf: (ids: string[]) => users.localesById(ids),
    updateProfile: (id: string, changes: Parameters<typeof users.update>[1], now: Date) =>
      users.update(id, changes, now),
    /** Removes the account and every row it owns. */
    deleteAccount: (id: string) => users.delete(id),
    recordSignIn: (id: string, at: Date) => users.touchLastLogin(id, at),
    bio: (userId: string) => bios.find(userId),
    saveBio: (userId: string, bio: UserBio, now: Date) => bios.upsert(userId, bio, now),
  };
}

export type UserService = ReturnType<typeof userService>;
