import { describe, expect, it } from 'vitest';
import { checkCoverFile, coverFileProblem, sniffCoverType } from './cover-file';

const bytes = (...values: number[]) => new Uint8Array([...values, ...Array(12).fill(0)]);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('sniffCoverType', () => {
  it('knows the four image types by their first bytes', () => {
    expect(sniffCoverType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffCoverType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffCoverType(bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')))).toBe(
      'image/webp',
    );
    expect(sniffCoverType(bytes(...ascii('GIF89a')))).toBe('image/gif');
    expect(sniffCoverType(bytes(...ascii('GIF87a')))).toBe('image/gif');
  });

  it('refuses anything else, whatever its name', () => {
    expect(sniffCoverType(bytes(...ascii('MZ')))).toBeNull();
    expect(sniffCoverType(bytes(...ascii('<svg')))).toBeNull();
    expect(sniffCoverType(bytes(...ascii('GIF8xa')))).toBeNull();
  });
});

describe('coverFileProblem', () => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

  it('accepts an image up to 5 MB and refuses a larger one', () => {
    expect(coverFileProblem({ size: 5 * 1024 * 1024 }, png)).toBeNull();
    expect(coverFileProblem({ size: 5 * 1024 * 1024 + 1 }, png)).toBe('too_large');
  });

  it('reads the file to judge its type', async () => {
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3])], 'cover.png', {
      type: 'image/png',
    });
    expect(await checkCoverFile(exe)).toBe('wrong_type');
    expect(await checkCoverFile(new File([png], 'cover.png'))).toBeNull();
  });
});
