import { UPLOAD_KINDS } from '@slidewise/shared/uploads/limits';

export type AvatarType = (typeof UPLOAD_KINDS.avatar.types)[number];
export type AvatarFileProblem = 'too_large' | 'wrong_type';

/** The largest original file accepted, in whole megabytes, for messages. */
export const AVATAR_MAX_MB = UPLOAD_KINDS.avatar.maxBytes / (1024 * 1024);

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * What a file's first bytes say it is. The server judges by content, not by
 * name, so a text file renamed `.png` is caught here rather than there.
 */
export function sniffImageType(head: Uint8Array): AvatarType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Why the ORIGINAL file cannot become a photo, or null when it may go on to cropping. */
export function avatarFileProblem(
  file: { size: number },
  head: Uint8Array,
): AvatarFileProblem | null {
  if (file.size > UPLOAD_KINDS.avatar.maxBytes) return 'too_large';
  const type = sniffImageType(head);
  if (!type || !(UPLOAD_KINDS.avatar.types as readonly string[]).includes(type))
    return 'wrong_type';
  return null;
}

export async function checkAvatarFile(file: Blob): Promise<AvatarFileProblem | null> {
  // The size alone settles an oversized file; no need to read it.
  if (file.size > UPLOAD_KINDS.avatar.maxBytes) return 'too_large';
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return avatarFileProblem(file, head);
}
