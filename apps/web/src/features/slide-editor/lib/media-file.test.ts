import { describe, expect, it } from 'vitest';
import { checkMediaFile } from './media-file';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'f', { type });

describe('checkMediaFile', () => {
  it('takes PNG, JPEG, WebP and GIF images up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(checkMediaFile('image', file(type, 10))).toBeNull();
    }
    expect(checkMediaFile('image', file('image/png', 5 * 1024 * 1024 + 1))).toBe(
      'editor.media.errors.imageSize',
    );
    expect(checkMediaFile('image', file('image/svg+xml', 10))).toBe(
      'editor.media.errors.imageType',
    );
  });

  it('takes MP4 and WebM videos, and asks for a file when none is chosen', () => {
    expect(checkMediaFile('video', file('video/mp4', 10))).toBeNull();
    expect(checkMediaFile('video', file('video/webm', 10))).toBeNull();
    expect(checkMediaFile('video', file('video/quicktime', 10))).toBe(
      'editor.media.errors.videoType',
    );
    expect(checkMediaFile('video', null)).toBe('editor.media.errors.missing');
  });
});
