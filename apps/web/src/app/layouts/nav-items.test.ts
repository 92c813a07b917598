import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, navItemsFor, navItemState } from './nav-items';
import { paths } from '@/config/paths';

const item = (to: string) => NAV_ITEMS.find((i) => i.to === to)!;

describe('navItemState', () => {
  it('marks the item of the current page', () => {
    expect(navItemState('/dashboard', item('/dashboard'))).toBe('page');
    expect(navItemState('/courses/', item('/courses'))).toBe('page');
  });

  it('marks the section for screens beneath an item, in both spellings of the seed', () => {
    expect(navItemState('/courses/view/42', item('/courses'))).toBe('section');
    expect(navItemState('/course/new', item('/courses'))).toBe('section');
    expect(navItemState('/group/edit/7', item('/groups'))).toBe('section');
    expect(navItemState('/learn/abc', item('/learn'))).toBe('section');
  });

  it('does not mark look-alike paths or other items', () => {
    expect(navItemState('/coursesx', item('/courses'))).toBeUndefined();
    expect(navItemState('/groups', item('/courses'))).toBeUndefined();
    expect(navItemState('/settings', item('/dashboard'))).toBeUndefined();
  });

  it('covers the six destinations of the brief', () => {
    expect(NAV_ITEMS.map((i) => i.to)).toEqual([
      '/dashboard',
      '/courses',
      '/groups',
      '/reports',
      '/subscription',
      '/learn',
    ]);
  });
});

describe('navItemsFor', () => {
  it('shows an account that only learns My learning alone, and a leader everything', () => {
    expect(navItemsFor(true).map((i) => i.to)).toEqual([paths.learn]);
    expect(navItemsFor(undefined).map((i) => i.to)).toEqual([paths.learn]);
    expect(navItemsFor(false)).toEqual(NAV_ITEMS);
  });
});
