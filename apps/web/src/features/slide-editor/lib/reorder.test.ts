import { describe, expect, it } from 'vitest';
import { insertAfter, moveBy, moveItem, sameOrder } from './reorder';

describe('reorder helpers', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('moves an item to another place, clamped to the list', () => {
    expect(moveItem(ids, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(ids, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(ids, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(ids, 1, 1)).toBe(ids);
    expect(ids).toEqual(['a', 'b', 'c', 'd']);
  });

  it('moves by a number of places, and not past either end', () => {
    expect(moveBy(ids, 'c', -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveBy(ids, 'c', 1)).toEqual(['a', 'b', 'd', 'c']);
    expect(moveBy(ids, 'a', -1)).toBe(ids);
    expect(moveBy(ids, 'zz', 1)).toBe(ids);
  });

  it('inserts after an id, or at the end', () => {
    expect(insertAfter(ids, 'x', 'b')).toEqual(['a', 'b', 'x', 'c', 'd']);
    expect(insertAfter(ids, 'x', null)).toEqual(['a', 'b', 'c', 'd', 'x']);
    expect(insertAfter(ids, 'x', 'gone')).toEqual(['a', 'b', 'c', 'd', 'x']);
  });

  it('compares orders', () => {
    expect(sameOrder(ids, [...ids])).toBe(true);
    expect(sameOrder(ids, ['a', 'c', 'b', 'd'])).toBe(false);
    expect(sameOrder(ids, ['a'])).toBe(false);
  });
});
