import { describe, expect, it } from 'vitest';
import {
  addressesToAdd,
  addressesToPreview,
  checkEntries,
  entriesFromText,
  listSizeProblem,
  mergePreview,
  previewCounts,
} from './member-preview';

const pasted =
  'ann@example.com, bo@example.com\n\nnot-an-email  Ann@Example.com\ncy@example.com;dee@example.com';

describe('entriesFromText', () => {
  it('splits on commas, spaces and new lines, keeping each entry’s line', () => {
    expect(entriesFromText(pasted)).toEqual([
      { line: 1, input: 'ann@example.com' },
      { line: 1, input: 'bo@example.com' },
      { line: 3, input: 'not-an-email' },
      { line: 3, input: 'Ann@Example.com' },
      { line: 4, input: 'cy@example.com' },
      { line: 4, input: 'dee@example.com' },
    ]);
    expect(entriesFromText(' \n\r\n')).toEqual([]);
  });
});

describe('listSizeProblem', () => {
  it('allows 1 to 1,000 addresses', () => {
    expect(listSizeProblem(0)).toBe('empty');
    expect(listSizeProblem(1)).toBeNull();
    expect(listSizeProblem(1000)).toBeNull();
    expect(listSizeProblem(1001)).toBe('too_many');
  });
});

describe('the preview', () => {
  const checked = checkEntries(entriesFromText(pasted));

  it('asks the server only about valid addresses, each once', () => {
    expect(addressesToPreview(checked)).toEqual([
      'ann@example.com',
      'bo@example.com',
      'cy@example.com',
      'dee@example.com',
    ]);
  });

  it('merges the local check with the server’s answer, counts, and adds only the new ones', () => {
    const rows = mergePreview(checked, {
      entries: [
        { input: 'ann@example.com', email: 'ann@example.com', status: 'new' },
        { input: 'bo@example.com', email: 'bo@example.com', status: 'already_member' },
        { input: 'cy@example.com', email: 'cy@example.com', status: 'has_account' },
      ],
    });
    expect(rows.map((row) => [row.line, row.input, row.status])).toEqual([
      [1, 'ann@example.com', 'new'],
      [1, 'bo@example.com', 'already_member'],
      [3, 'not-an-email', 'invalid'],
      [3, 'Ann@Example.com', 'duplicate'],
      [4, 'cy@example.com', 'has_account'],
      // Not in the server's answer: new.
      [4, 'dee@example.com', 'new'],
    ]);
    expect(previewCounts(rows)).toEqual({
      new: 2,
      has_account: 1,
      already_member: 1,
      invalid: 1,
      duplicate: 1,
      addable: 3,
    });
    expect(addressesToAdd(rows)).toEqual(['ann@example.com', 'cy@example.com', 'dee@example.com']);
  });

  it('works without a server answer when nothing was valid', () => {
    const rows = mergePreview(checkEntries(entriesFromText('nope x@')), null);
    expect(previewCounts(rows)).toMatchObject({ invalid: 2, addable: 0 });
    expect(addressesToAdd(rows)).toEqual([]);
  });
});
