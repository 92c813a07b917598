import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  apiSearch,
  changeFilters,
  effectiveOrder,
  filtersFromSearch,
  isFiltered,
  pageCount,
  searchFromFilters,
} from './course-filters';

const parse = (query: string) => filtersFromSearch(new URLSearchParams(query));
const roundTrip = (query: string) => searchFromFilters(parse(query)).toString();

describe('filtersFromSearch', () => {
  it('reads every filter from the query string', () => {
    expect(parse('q=sales&status=published&sort=title&order=desc&page=3')).toEqual({
      q: 'sales',
      status: 'published',
      sort: 'title',
      order: 'desc',
      page: 3,
    });
  });

  it('falls back to the defaults for anything missing, unknown or malformed', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(parse('status=deleted&sort=price&order=up&page=-2')).toEqual(DEFAULT_FILTERS);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
  });

  it('trims the search and cuts it to what the API accepts', () => {
    expect(parse('q=%20%20intro%20').q).toBe('intro');
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(120);
  });
});

describe('searchFromFilters', () => {
  it('leaves defaults out, so the plain list keeps a plain address', () => {
    expect(searchFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(roundTrip('sort=updated&order=desc&page=1')).toBe('');
    // Title's natural order is A to Z.
    expect(roundTrip('sort=title&order=asc')).toBe('sort=title');
  });

  it('survives a round trip through the address', () => {
    expect(roundTrip('q=safety+first&status=draft&sort=created&order=asc&page=2')).toBe(
      'q=safety+first&status=draft&sort=created&order=asc&page=2',
    );
  });
});

describe('changeFilters', () => {
  const current = parse('q=a&status=draft&sort=title&order=desc&page=4');

  it('goes back to the first page when anything but the page changes', () => {
    expect(changeFilters(current, { status: 'published' }).page).toBe(1);
    expect(changeFilters(current, { q: 'b' }).page).toBe(1);
    expect(changeFilters(current, { page: 5 })).toEqual({ ...current, page: 5 });
  });

  it('starts a new sort in its natural order, but keeps an order asked for with it', () => {
    const sorted = changeFilters(current, { sort: 'updated' });
    expect(sorted.order).toBeNull();
    expect(effectiveOrder(sorted)).toBe('desc');
    expect(changeFilters(current, { sort: 'created', order: 'asc' }).order).toBe('asc');
    // The same sort again keeps the chosen order.
    expect(changeFilters(current, { sort: 'title' }).order).toBe('desc');
  });

  it('trims a typed search', () => {
    expect(changeFilters(current, { q: '  onboarding ' }).q).toBe('onboarding');
  });
});

describe('the list API call', () => {
  it('asks for one page with the effective order', () => {
    expect(apiSearch(DEFAULT_FILTERS)).toBe('page=1&pageSize=12&sort=updated&order=desc');
    expect(apiSearch(parse('q=intro&status=archived&sort=title&page=2'))).toBe(
      'page=2&pageSize=12&sort=title&order=asc&q=intro&status=archived',
    );
  });

  it('counts pages, never fewer than one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });

  it('knows when a search or status narrows the list', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered(parse('sort=title&page=2'))).toBe(false);
    expect(isFiltered(parse('q=x'))).toBe(true);
    expect(isFiltered(parse('status=draft'))).toBe(true);
  });
});
