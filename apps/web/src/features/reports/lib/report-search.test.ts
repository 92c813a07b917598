import { describe, expect, it } from 'vitest';
import { ariaSort } from '@/components/data-table/sort-state';
import {
  csvHref,
  filterProblem,
  isIsoDay,
  nextSort,
  readReportState,
  reportQuery,
  reportSearch,
  withFilters,
  withTab,
} from './report-search';

const read = (query: string) => readReportState(new URLSearchParams(query));

describe('readReportState', () => {
  it('starts on the overview with no filters', () => {
    expect(read('')).toEqual({
      tab: 'overview',
      filters: {},
      sort: '',
      order: 'asc',
      page: 1,
      q: '',
      courseId: '',
      personId: '',
      standing: '',
    });
  });

  it('reads the tab, filters, sort, page and search of a shared address', () => {
    const state = read(
      'tab=people&from=2025-03-01&to=2025-03-31&groupId=g_1&sort=overdue&order=asc&page=3&q=%20ana%20&person=YWJj',
    );
    expect(state).toEqual({
      tab: 'people',
      filters: { from: '2025-03-01', to: '2025-03-31', groupId: 'g_1' },
      sort: 'overdue',
      order: 'asc',
      page: 3,
      q: 'ana',
      courseId: '',
      personId: 'YWJj',
      standing: '',
    });
  });

  it('falls back on anything it cannot read', () => {
    const state = read('tab=nope&from=2025-02-30&to=yesterday&page=-2&sort=title');
    expect(state.tab).toBe('overview');
    expect(state.filters).toEqual({});
    expect(state.page).toBe(1);
  });

  it("takes only the tab's own sorts, each in its natural order when none is given", () => {
    expect(read('tab=courses&sort=email')).toMatchObject({ sort: 'title', order: 'asc' });
    expect(read('tab=courses&sort=overdue')).toMatchObject({ sort: 'overdue', order: 'desc' });
    expect(read('tab=groups&sort=members&order=sideways')).toMatchObject({
      sort: 'members',
      order: 'desc',
    });
    // The questions start with the most confusing (lowest share right).
    expect(read('tab=questions')).toMatchObject({ sort: 'correctRate', order: 'asc' });
  });

  it('keeps the search and person for the people tab, and the course for the questions', () => {
    expect(read('tab=courses&q=ana&person=x&course=c1')).toMatchObject({
      q: '',
      personId: '',
      standing: '',
      courseId: '',
    });
    expect(read('tab=questions&course=c_1')).toMatchObject({ courseId: 'c_1' });
  });

  it('keeps the course, standing and search of the compliance tab, and writes them back', () => {
    const state = read('tab=compliance&course=c1&compliance=expiring&q=ann');
    expect(state).toMatchObject({ courseId: 'c1', standing: 'expiring', q: 'ann' });
    expect(reportSearch(state).toString()).toBe(
      'tab=compliance&q=ann&course=c1&compliance=expiring',
    );
    expect(read('tab=compliance&compliance=fine').standing).toBe('');
    expect(read('tab=people&compliance=expired').standing).toBe('');
  });
});

describe('reportSearch', () => {
  it('writes back what it read, leaving defaults out', () => {
    for (const query of [
      '',
      'tab=courses',
      'tab=people&from=2025-03-01&groupId=g1&sort=overdue&order=desc&page=2&q=ana',
      'tab=questions&to=2025-01-31&course=c1',
    ]) {
      expect(reportSearch(read(query)).toString()).toBe(query);
    }
  });

  it('leaves out the default sort', () => {
    expect(reportSearch(read('tab=courses&sort=title&order=asc')).toString()).toBe('tab=courses');
  });
});

describe('withTab and withFilters', () => {
  it("keep the filters on another tab, and start the table's own choices again", () => {
    const state = read('tab=people&from=2025-03-01&groupId=g1&sort=overdue&page=4&q=ana&person=p');
    expect(reportSearch(withTab(state, 'courses')).toString()).toBe(
      'tab=courses&from=2025-03-01&groupId=g1',
    );
  });

  it('start the table again at its first page when the filters change', () => {
    const state = read('tab=courses&page=3&sort=completed&order=desc');
    const next = withFilters(state, { from: '2025-01-01', to: undefined, groupId: '' });
    expect(next.page).toBe(1);
    expect(next.filters).toEqual({ from: '2025-01-01' });
    expect(next.sort).toBe('completed');
  });
});

describe('filterProblem', () => {
  it('spots a range that ends before it starts; one day is fine', () => {
    expect(filterProblem({ from: '2025-03-02', to: '2025-03-01' })).toBe('inverted');
    expect(filterProblem({ from: '2025-03-01', to: '2025-03-01' })).toBeNull();
    expect(filterProblem({ from: '2025-03-01' })).toBeNull();
  });
});

describe('isIsoDay', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-3-1')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });
});

describe('reportQuery and csvHref', () => {
  it('send the filters and the table parameters, leaving out empty ones', () => {
    expect(
      reportQuery(
        { from: '2025-01-01', groupId: 'g1' },
        { sort: 'title', q: '', page: 2 },
      ).toString(),
    ).toBe('from=2025-01-01&groupId=g1&sort=title&page=2');
  });

  it('ask for the same view as a CSV file', () => {
    expect(
      csvHref(
        '/api/v1/reports/people',
        { to: '2025-01-31' },
        { sort: 'overdue', order: 'desc', q: 'a b' },
      ),
    ).toBe('/api/v1/reports/people?to=2025-01-31&sort=overdue&order=desc&q=a+b&format=csv');
  });
});

describe('nextSort and ariaSort', () => {
  it('flip the order of the sorted column', () => {
    expect(nextSort({ sort: 'title', order: 'asc' }, 'title')).toEqual({
      sort: 'title',
      order: 'desc',
    });
    expect(nextSort({ sort: 'title', order: 'desc' }, 'title')).toEqual({
      sort: 'title',
      order: 'asc',
    });
  });

  it('start another column in its natural order: names A→Z, figures largest first', () => {
    expect(nextSort({ sort: 'title', order: 'asc' }, 'overdue')).toEqual({
      sort: 'overdue',
      order: 'desc',
    });
    expect(nextSort({ sort: 'overdue', order: 'asc' }, 'email')).toEqual({
      sort: 'email',
      order: 'asc',
    });
  });

  it('say which column is sorted and how', () => {
    const state = { sort: 'overdue', order: 'desc' as const };
    expect(ariaSort(state, 'overdue')).toBe('descending');
    expect(ariaSort({ ...state, order: 'asc' }, 'overdue')).toBe('ascending');
    expect(ariaSort(state, 'title')).toBe('none');
  });
});
