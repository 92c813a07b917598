import type { Readable } from 'node:stream';
import type { Me } from '@slidewise/shared/me/schemas';
import type { UpdateMeInput, UserBio } from '@slidewise/shared/me/profile';
import type { AppKysely } from '../../db/database.js';
import { AppError, notFound, unauthorized, validationFailed } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { subscriptionService } from '../subscription/subscription.service.js';
import { uploadUrl } from '../uploads/upload.presenter.js';
import { uploadLookup, type uploadService } from '../uploads/upload.service.js';
import type { UploadStorage } from '../uploads/upload.storage.js';
import { userService } from '../users/user.service.js';
import { presentMe } from './me.presenter.js';
import { presentSession } from './sessions.presenter.js';
import { sessionsRepository } from './sessions.repository.js';

const UPLOAD_URL = /^\/api\/v1\/uploads\/([\w-]+)$/;

export function meService(deps: {
  db: AppKysely;
  clock: Clock;
  storage: UploadStorage;
  uploadService: ReturnType<typeof uploadService>;
}) {
  const { db, clock } = deps;
  const users = userService(db);
  const subscriptions = subscriptionService(db, clock);
  const uploads = uploadLookup(db);
  const sessions = sessionsRepository(db);

  async function get(userId: string): Promise<Me> {
    const user = await users.account(userId);
    if (!user) throw unauthorized();
    return presentMe(user, await subscriptions.of(user.id), clock.now());
  }

  /** The upload behind a photo URL, when it is one of ours and the user's own. */
  async function ownedUploadAt(userId: string, url: string | null) {
    const id = url ? UPLOAD_URL.exec(url)?.[1] : undefined;
    return id ? uploads.ownedBy(userId, id) : undefined;
  }

  async function replacePhoto(userId: string, image: string | null) {
    const before = await users.account(userId);
    if (!before) throw unauthorized();
    await users.updateProfile(userId, { image }, clock.now());
    const old = await ownedUploadAt(userId, before.image);
    if (old) await deps.uploadService.remove(old);
  }

  return {
    get,

    async update(userId: string, input: UpdateMeInput): Promise<Me> {
      await users.updateProfile(
        userId,
        { name: input.displayName, phoneNumber: input.phoneNumber, locale: input.locale },
        clock.now(),
      );
      return get(userId);
    },

    getBio: (userId: string) => users.bio(userId),

    async sessions(userId: string, currentSessionId: string) {
      const rows = await sessions.listActive(userId, clock.now());
      const items = rows.map((row) => presentSession(row, currentSessionId));
      return { items, total: items.length, page: 1, pageSize: 100 };
    },

    /** Signs one of the account's sessions out; another account's is not found. */
    async endSession(userId: string, sessionId: string): Promise<void> {
      if (!(await sessions.delete(userId, sessionId))) throw notFound('Session');
    },

    /** A learner-only account starts its own workspace: leader record and 14-day trial. */
    async startWorkspace(userId: string): Promise<Me> {
      const alreadyLeader = () =>
        new AppError(409, 'conflict', 'This account already has a workspace.');
      if (await subscriptions.of(userId)) throw alreadyLeader();
      try {
        await db.transaction().execute(() => subscriptions.startTrial(userId));
      } catch (error) {
        // Two clicks at once: the second insert meets the first one's leader row.
        if (await subscriptions.of(userId)) throw alreadyLeader();
        throw error;
      }
      return get(userId);
    },

    async updateBio(userId: string, bio: UserBio): Promise<UserBio> {
      await users.saveBio(userId, bio, clock.now());
      return users.bio(userId);
    },

    /** A new photo replaces the old one; a refused file leaves the old photo in place. */
    async setPhoto(userId: string, file: Readable): Promise<Me> {
      const record = await deps.uploadService.store(userId, 'avatar', file, { square: true });
      await replacePhoto(userId, uploadUrl(record.id));
      return get(userId);
    },

    async removePhoto(userId: string): Promise<Me> {
      await replacePhoto(userId, null);
      return get(userId);
    },

    /** Deletes the account and everything it owns, after the e-mail is typed to confirm. */
    async deleteAccount(userId: string, confirmEmail: string): Promise<void> {
      const user = await users.account(userId);
      if (!user) throw unauthorized();
      if (confirmEmail !== user.email) {
        throw validationFailed([
          { path: 'email', code: 'mismatch', message: 'Type your own e-mail address to confirm.' },
        ]);
      }
      const keys = await uploads.storageKeysOfOwner(userId);
      await users.deleteAccount(userId);
      // The account is gone either way; a file the store cannot delete now stays behind unreferenced.
      await Promise.allSettled(keys.map((key) => deps.storage.remove(key)));
    },
  };
}

export type MeService = ReturnType<typeof meService>;
