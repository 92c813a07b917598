import { describe, expect, it } from 'vitest';
import { BIO_MAX_LENGTH } from '@slidewise/shared/me/profile';
import { characterCount } from './character-count';

describe('characterCount', () => {
  it('counts every typed character against the limit', () => {
    expect(characterCount('', BIO_MAX_LENGTH)).toEqual({ count: 0, remaining: 2000, over: false });
    expect(characterCount('Hello ', 10)).toEqual({ count: 6, remaining: 4, over: false });
  });

  it('is not over at exactly the limit, and over one past it', () => {
    expect(characterCount('a'.repeat(2000), BIO_MAX_LENGTH).over).toBe(false);
    expect(characterCount('a'.repeat(2001), BIO_MAX_LENGTH)).toEqual({
      count: 2001,
      remaining: -1,
      over: true,
    });
  });
});
