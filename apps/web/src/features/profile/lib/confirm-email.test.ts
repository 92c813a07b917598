import { describe, expect, it } from 'vitest';
import { emailMatches } from './confirm-email';

describe('emailMatches', () => {
  it('matches the account e-mail ignoring case and outer spaces', () => {
    expect(emailMatches('ada@example.com', 'ada@example.com')).toBe(true);
    expect(emailMatches('  Ada@Example.COM ', 'ada@example.com')).toBe(true);
  });

  it('does not match another address, a prefix or nothing', () => {
    expect(emailMatches('bob@example.com', 'ada@example.com')).toBe(false);
    expect(emailMatches('ada@example.co', 'ada@example.com')).toBe(false);
    expect(emailMatches('ada @example.com', 'ada@example.com')).toBe(false);
    expect(emailMatches('', '')).toBe(false);
    expect(emailMatches('   ', 'ada@example.com')).toBe(false);
  });
});
