import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromFile } from 'file-type';
import { imageSizeFromFile } from 'image-size/fromFile';
import { UPLOAD_KINDS, type UploadKind } from '@slidewise/shared/uploads/limits';
import type { AppKysely } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { uploadRepository, type UploadRecord } from './upload.repository.js';
import type { UploadStorage } from './upload.storage.js';

export function uploadService(db: AppKysely, storage: UploadStorage, clock: Clock) {
  const uploads = uploadRepository(db);

  return {
    /**
     * Stores a file for its owner after checking its real type (by content, not
     * name) and size against what the kind allows. `square` also requires an image
     * as wide as it is tall (profile photos are cropped square before upload).
     */
    async store(
      ownerId: string,
      kind: UploadKind,
      source: Readable,
      options: { square?: boolean } = {},
    ): Promise<UploadRecord> {
      const rules = UPLOAD_KINDS[kind];
      const { tempPath, size } = await storage.receive(source, rules.maxBytes);
      try {
        if (size === 0) throw new AppError(422, 'validation_failed', 'The file is empty.');
        const detected = await fileTypeFromFile(tempPath);
        const allowed: readonly string[] = rules.types;
        if (!detected || !allowed.includes(detected.mime)) {
          throw new AppError(
            415,
            'unsupported_media_type',
            'This type of file is not accepted here.',
            {
              accepted: rules.types,
            },
          );
        }
        let width: number | null = null;
        let height: number | null = null;
        if (detected.mime.startsWith('image/')) {
          const dimensions = await imageSizeFromFile(tempPath).catch(() => undefined);
          if (!dimensions?.width || !dimensions.height) {
            throw new AppError(415, 'unsupported_media_type', 'The image could not be read.');
          }
          width = dimensions.width;
          height = dimensions.height;
          if (options.square && width !== height) {
            throw new AppError(422, 'validation_failed', 'The photo must be square.', [
              { path: 'file', code: 'not_square', message: 'The photo must be square.' },
            ]);
          }
        }
        const record: UploadRecord = {
          id: randomBytes(16).toString('base64url'),
          ownerId,
          kind,
          contentType: detected.mime,
          size,
          width,
          height,
          storageKey: await storage.commit(tempPath, detected.mime),
          createdAt: clock.now(),
        };
        await uploads.insert(record);
        return record;
      } finally {
        await storage.discard(tempPath);
      }
    },

    /** The file first: when the store is down this fails (503) and nothing changes. */
    async remove(record: UploadRecord): Promise<void> {
      await storage.remove(record.storageKey);
      await uploads.deleteById(record.id);
    },
  };
}

/** What other modules read about uploads; the uploads table is written only here. */
export function uploadLookup(db: AppKysely) {
  const uploads = uploadRepository(db);
  return {
    /** The upload with this id, whoever owns it. */
    byId: (id: string) => uploads.findById(id),

    /** The upload when it is this owner's own and, when `kinds` is given, of one of them. */
    async ownedBy(ownerId: string, id: string, kinds?: readonly string[]) {
      const upload = await uploads.findById(id);
      if (!upload || upload.ownerId !== ownerId) return undefined;
      return !kinds || kinds.includes(upload.kind) ? upload : undefined;
    },

    /** Where the owner's files are stored, to delete them with the account. */
    storageKeysOfOwner: (ownerId: string) => uploads.storageKeysOfOwner(ownerId),
  };
}

export type { UploadRecord } from './upload.repository.js';
