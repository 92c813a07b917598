import { describe, expect, it } from 'vitest';
import { addEmails, endsWithSeparator, markInvalid } from './email-chips';

describe('addEmails', () => {
  it('splits pasted lists, normalises and keeps each address once', () => {
    const chips = addEmails(
      [{ email: 'ann@example.com', valid: true }],
      'Bob@Example.com, ann@example.com; "Cy Young" <cy@example.com>\nbob@example.com',
    );
    expect(chips).toEqual([
      { email: 'ann@example.com', valid: true },
      { email: 'bob@example.com', valid: true },
      { email: 'cy@example.com', valid: true },
    ]);
  });

  it('keeps an invalid address, marked, so it can be fixed', () => {
    expect(addEmails([], 'not-an-address')).toEqual([{ email: 'not-an-address', valid: false }]);
    expect(addEmails([], '   ')).toEqual([]);
  });
});

describe('markInvalid and endsWithSeparator', () => {
  it('marks what the server refused, and spots a typed separator', () => {
    const chips = [
      { email: 'a@example.com', valid: true },
      { email: 'b@example.com', valid: true },
    ];
    expect(markInvalid(chips, ['b@example.com']).map((c) => c.valid)).toEqual([true, false]);
    expect(endsWithSeparator('a@example.com,')).toBe(true);
    expect(endsWithSeparator('a@example.com ')).toBe(true);
    expect(endsWithSeparator('a@example.com')).toBe(false);
  });
});
