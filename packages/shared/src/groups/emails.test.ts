import { describe, expect, it } from 'vitest';
import { checkEmailList, splitEmailList } from './emails.js';

describe('splitEmailList', () => {
  it('splits on commas, semicolons, spaces and new lines, keeping addresses in angle brackets', () => {
    expect(
      splitEmailList('a@x.com, b@x.com;c@x.com\n d@x.com f@x.com\t\n"Eve Smith" <e@x.com>\r\n\n'),
    ).toEqual(['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'f@x.com', 'e@x.com']);
  });
});

describe('checkEmailList', () => {
  it('normalises case and spaces, and marks invalid entries and repeats', () => {
    expect(
      checkEmailList([' Ann@Example.com', 'ann@example.com', 'not-an-email', 'bo@x.io']),
    ).toEqual([
      { input: ' Ann@Example.com', email: 'ann@example.com', problem: null },
      { input: 'ann@example.com', email: 'ann@example.com', problem: 'duplicate' },
      { input: 'not-an-email', email: 'not-an-email', problem: 'invalid' },
      { input: 'bo@x.io', email: 'bo@x.io', problem: null },
    ]);
  });
});
