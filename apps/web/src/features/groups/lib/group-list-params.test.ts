import { describe, expect, it } from 'vitest';
import { groupListParams, groupListSearch, readGroupListState } from './group-list-params';

describe('group list state in the address bar', () => {
  it('reads page, search and sort, falling back to defaults for anything unreadable', () => {
    expect(
      readGroupListState(new URLSearchParams('page=3&q=%20night%20&sort=members-desc')),
    ).toEqual({ page: 3, q: 'night', sortChoice: 'members-desc' });
    expect(readGroupListState(new URLSearchParams('page=-2&sort=size'))).toEqual({
      page: 1,
      q: '',
      sortChoice: 'name-asc',
    });
    expect(readGroupListState(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(groupListSearch({ page: 1, q: '', sortChoice: 'name-asc' }).toString()).toBe('');
    const search = groupListSearch({ page: 2, q: 'new joiners', sortChoice: 'updated-desc' });
    expect(search.toString()).toBe('q=new+joiners&sort=updated-desc&page=2');
    expect(readGroupListState(search)).toEqual({
      page: 2,
      q: 'new joiners',
      sortChoice: 'updated-desc',
    });
  });

  it('turns a sort choice into the API sort and order', () => {
    expect(groupListParams({ page: 2, q: 'a', sortChoice: 'members-desc' })).toEqual({
      page: 2,
      pageSize: 10,
      q: 'a',
      sort: 'members',
      order: 'desc',
    });
  });
});
