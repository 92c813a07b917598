import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('ada king lovelace', 'a@example.com')).toBe('AL');
    expect(initialsOf('  Grace   Hopper ', 'g@example.com')).toBe('GH');
  });

  it('takes one letter from a single name, or from the e-mail without a name', () => {
    expect(initialsOf('王小明', 'w@example.com')).toBe('王');
    expect(initialsOf(null, 'zoe@example.com')).toBe('Z');
    expect(initialsOf('   ', 'zoe@example.com')).toBe('Z');
  });
});
