import type { Upload } from '@slidewise/shared/uploads/limits';
import type { UploadRecord } from './upload.repository.js';

export const uploadUrl = (id: string) => `/api/v1/uploads/${id}`;

export function presentUpload(record: UploadRecord): Upload {
  return {
    id: record.id,
    url: uploadUrl(record.id),
    kind: record.kind,
    contentType: record.contentType,
    size: record.size,
    width: record.width,
    height: record.height,
    createdAt: record.createdAt.toISOString(),
  };
}
