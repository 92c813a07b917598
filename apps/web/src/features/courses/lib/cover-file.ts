import { UPLOAD_KINDS } from '@slidewise/shared/uploads/limits';

export type CoverType = (typeof UPLOAD_KINDS.image.types)[number];
export type CoverFileProblem = 'too_large' | 'wrong_type';

/** The largest cover image, in whole megabytes, for messages. */
export const COVER_MAX_MB = UPLOAD_KINDS.image.maxBytes / (1024 * 1024);

/** How many leading bytes `sniffCoverType` needs. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * What a file's first bytes say it is. The server judges by content, not by name,
 * so a renamed file is caught here before it is sent.
 */
export function sniffCoverType(head: Uint8Array): CoverType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  // GIF87a / GIF89a
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39))
    return head[5] === 0x61 ? 'image/gif' : null;
  return null;
}

/** Why a file cannot be a cover image, or null when it may be uploaded. */
export function coverFileProblem(
  file: { size: number },
  head: Uint8Array,
): CoverFileProblem | null {
  if (file.size > UPLOAD_KINDS.image.maxBytes) return 'too_large';
  return sniffCoverType(head) ? null : 'wrong_type';
}

export async function checkCoverFile(file: Blob): Promise<CoverFileProblem | null> {
  // The size alone settles an oversized file; no need to read it.
  if (file.size > UPLOAD_KINDS.image.maxBytes) return 'too_large';
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return coverFileProblem(file, head);
}
