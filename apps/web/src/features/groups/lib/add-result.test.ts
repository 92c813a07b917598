import { describe, expect, it } from 'vitest';
import { addResultParts } from './add-result';

describe('addResultParts', () => {
  it('always says how many joined, and the rest only when there were some', () => {
    expect(addResultParts({ added: 4, invited: 3, alreadyMembers: 1 })).toEqual([
      { part: 'added', count: 4 },
      { part: 'invited', count: 3 },
      { part: 'alreadyMembers', count: 1 },
    ]);
    expect(addResultParts({ added: 0, invited: 0, alreadyMembers: 2 })).toEqual([
      { part: 'added', count: 0 },
      { part: 'alreadyMembers', count: 2 },
    ]);
  });
});
