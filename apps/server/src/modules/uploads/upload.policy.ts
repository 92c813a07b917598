import { notFound } from '../../lib/app-error.js';
import type { UploadRecord } from './upload.repository.js';

/** Only the owner may list, replace or delete an upload; anyone else is told it does not exist. */
export function assertUploadOwner(
  record: UploadRecord | undefined,
  userId: string,
): asserts record is UploadRecord {
  if (!record || record.ownerId !== userId) throw notFound('File');
}
