import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEW_MODE_KEY } from '../lib/view-mode';
import { aCourse, fakeFetch, json, page, renderRoutes } from '../testing/render-route';
import { CourseList } from './course-list';

const routes = [
  { path: '/courses', element: <CourseList /> },
  { path: '/course/new', element: <h1>New course form</h1> },
];

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('CourseList', () => {
  it('offers to create the first course when there are none', async () => {
    const api = fakeFetch(() => json(200, page([])));
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/courses');

    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Create your first course' });
    expect(link.getAttribute('href')).toBe('/course/new');
  });

  it('searches once typing pauses, keeps the search in the address, and can clear it', async () => {
    const courses = [
      aCourse({ id: 'a', title: 'Alpha safety' }),
      aCourse({ id: 'b', title: 'Beta onboarding' }),
    ];
    const api = fakeFetch(({ url }) => {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const found = courses.filter((course) => course.title.toLowerCase().includes(q));
      return json(200, page(found));
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/courses');

    expect(await screen.findByRole('link', { name: 'Alpha safety' })).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search by title' });
    fireEvent.change(search, { target: { value: 'bet' } });
    fireEvent.change(search, { target: { value: 'beta' } });
    // Nothing is asked while the person is still typing.
    expect(api.calls.map((call) => call.url.searchParams.get('q'))).toEqual([null]);

    await waitFor(() => expect(router.state.location.search).toBe('?q=beta'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Alpha safety' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Beta onboarding' })).toBeTruthy();
    expect(api.calls.map((call) => call.url.searchParams.get('q'))).toEqual([null, 'beta']);

    fireEvent.change(search, { target: { value: 'zzz' } });
    // The search waits for typing to pause; under load, give the re-render more than 1 s.
    expect(
      await screen.findByRole('heading', { name: 'No courses match' }, { timeout: 3000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((search as HTMLInputElement).value).toBe('');
    expect(await screen.findByRole('link', { name: 'Alpha safety' })).toBeTruthy();
  });

  it('switches to the table and remembers it; filters go to the API', async () => {
    const api = fakeFetch(() => json(200, page([aCourse({ status: 'published', slideCount: 3 })])));
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/courses?status=published&sort=title');

    expect(await screen.findByRole('link', { name: 'Safety first' })).toBeTruthy();
    expect(api.calls[0]!.url.search).toBe(
      '?page=1&pageSize=12&sort=title&order=asc&status=published',
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('published');

    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Your courses' });
    const row = within(table).getByRole('row', { name: /Safety first/ });
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByText('3 slides')).toBeTruthy();
    expect(localStorage.getItem(VIEW_MODE_KEY)).toBe('table');
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'desc' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=published&sort=title&order=desc'),
    );
    await waitFor(() => expect(api.calls.at(-1)!.url.searchParams.get('order')).toBe('desc'));
  });

  it('pages through a long list with links that keep the filters', async () => {
    const api = fakeFetch(({ url }) => {
      const pageNumber = Number(url.searchParams.get('page'));
      return json(
        200,
        page(
          [aCourse({ id: `c${pageNumber}`, title: `Course on page ${pageNumber}` })],
          30,
          pageNumber,
        ),
      );
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/courses?status=draft');

    expect(await screen.findByRole('link', { name: 'Course on page 1' })).toBeTruthy();
    expect(screen.getByText('Showing 1–1 of 30 courses')).toBeTruthy();
    const next = screen.getByRole('link', { name: 'Page 2' });
    expect(next.getAttribute('href')).toBe('/courses?status=draft&page=2');
    fireEvent.click(next);
    expect(await screen.findByRole('link', { name: 'Course on page 2' })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=draft&page=2');
    expect(api.calls.at(-1)!.url.searchParams.get('page')).toBe('2');
  });

  it('sorts the table from its headers through the address, and reads the sort back from it', async () => {
    localStorage.setItem(VIEW_MODE_KEY, 'table');
    const api = fakeFetch(() => json(200, page([aCourse()])));
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/courses?sort=title&order=desc');

    const table = await screen.findByRole('table', { name: 'Your courses' });
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Title').getAttribute('aria-sort')).toBe('descending');
    expect(header('Last updated').getAttribute('aria-sort')).toBe('none');
    expect(api.calls[0]!.url.searchParams.get('order')).toBe('desc');

    fireEvent.click(within(header('Title')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title'));
    await waitFor(() => expect(api.calls.at(-1)!.url.searchParams.get('order')).toBe('asc'));
    expect(header('Title').getAttribute('aria-sort')).toBe('ascending');

    // Another column starts in its own natural order (the newest first), the default: a bare address.
    fireEvent.click(within(header('Last updated')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(header('Last updated').getAttribute('aria-sort')).toBe('descending');
  });
});
