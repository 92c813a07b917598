import { describe, expect, it } from 'vitest';
import { moveItem, splitBlanks } from './interactions';

describe('interaction helpers', () => {
  it('moves an item up or down without losing any', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('cuts a question into text and numbered blanks', () => {
    expect(splitBlanks('The {1} is by the {2}.')).toEqual([
      'The ',
      { blank: 1 },
      ' is by the ',
      { blank: 2 },
      '.',
    ]);
    expect(splitBlanks('{1} first')).toEqual([{ blank: 1 }, ' first']);
  });
});
