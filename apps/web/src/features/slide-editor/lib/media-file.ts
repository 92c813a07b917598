import { UPLOAD_KINDS } from '@slidewise/shared/uploads/limits';

/**
 * Why a chosen file cannot be uploaded as an image or video, as a translation
 * key, or null when it looks fine (the server checks the content itself).
 */
export function checkMediaFile(kind: 'image' | 'video', file: File | null): string | null {
  if (!file) return 'editor.media.errors.missing';
  const limits = UPLOAD_KINDS[kind];
  if (!(limits.types as readonly string[]).includes(file.type)) {
    return kind === 'image' ? 'editor.media.errors.imageType' : 'editor.media.errors.videoType';
  }
  if (file.size > limits.maxBytes) {
    return kind === 'image' ? 'editor.media.errors.imageSize' : 'editor.media.errors.videoSize';
  }
  return null;
}
