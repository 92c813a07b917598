import { describe, expect, it } from 'vitest';
import { UPLOAD_KINDS } from '@slidewise/shared/uploads/limits';
import { avatarFileProblem, checkAvatarFile, sniffImageType } from './avatar-file';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0x24, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0)).concat([1, 0, 1, 0, 0x80, 0]);
const TEXT = [...'hello, world'].map((c) => c.charCodeAt(0));
const bytes = (list: number[]) => new Uint8Array(list);
const MAX = UPLOAD_KINDS.avatar.maxBytes;

describe('sniffImageType', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImageType(bytes(PNG))).toBe('image/png');
    expect(sniffImageType(bytes(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(bytes(WEBP))).toBe('image/webp');
  });

  it('refuses anything else, whatever its name says', () => {
    expect(sniffImageType(bytes(GIF))).toBeNull();
    expect(sniffImageType(bytes(TEXT))).toBeNull();
    expect(sniffImageType(bytes([]))).toBeNull();
    // RIFF but not WebP (a WAV file).
    expect(sniffImageType(bytes([...WEBP.slice(0, 8), 0x57, 0x41, 0x56, 0x45]))).toBeNull();
  });
});

describe('avatarFileProblem', () => {
  it('accepts an image up to the limit, exactly', () => {
    expect(avatarFileProblem({ size: MAX }, bytes(PNG))).toBeNull();
  });

  it('refuses an original larger than the limit, even a real image', () => {
    expect(avatarFileProblem({ size: MAX + 1 }, bytes(PNG))).toBe('too_large');
  });

  it('refuses a non-image', () => {
    expect(avatarFileProblem({ size: 12 }, bytes(TEXT))).toBe('wrong_type');
    expect(avatarFileProblem({ size: 12 }, bytes(GIF))).toBe('wrong_type');
  });
});

describe('checkAvatarFile', () => {
  it('reads the file content, not its name or declared type', async () => {
    const renamed = new File(['just some text'], 'photo.png', { type: 'image/png' });
    expect(await checkAvatarFile(renamed)).toBe('wrong_type');
    const real = new File([bytes(PNG)], 'no-extension', { type: '' });
    expect(await checkAvatarFile(real)).toBeNull();
  });

  it('refuses an oversized file by its size', async () => {
    const big = new File([bytes(PNG), new Uint8Array(MAX)], 'big.png', { type: 'image/png' });
    expect(await checkAvatarFile(big)).toBe('too_large');
  });
});
