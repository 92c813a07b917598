import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/test/render-with-providers';
import { ReportsScreen } from './reports-screen';

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ReportsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const page = <T,>(items: T[]) => json(200, { items, total: items.length, page: 1, pageSize: 20 });
const GROUP_OPTIONS = 'GET /api/v1/groups?pageSize=100&sort=name&order=asc';
const groups = () =>
  page([
    {
      id: 'g1',
      name: 'Night shift',
      description: '',
      memberCount: 3,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    },
  ]);
const course = (courseId: string, title: string, overdue: number) => ({
  courseId,
  title,
  assigned: 4,
  inProgress: 1,
  completed: 2,
  overdue,
  completionRate: 50,
  averageScore: 75,
  averageDaysToComplete: 1.5,
});

describe('ReportsScreen', () => {
  it('says an inverted date range beside the dates, and asks the server for no report', async () => {
    const api = fakeApi({ [GROUP_OPTIONS]: groups });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/reports?tab=courses&from=2025-03-10&to=2025-03-01');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The start date is after the end date.');
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Fix the filters above to see this report.')).toBeTruthy();
    await waitFor(() => expect(api.calls.map((c) => c.key)).toEqual([GROUP_OPTIONS]));
  });

  it('says a group id that is not one of the leader’s is unknown, and "Clear filters" recovers', async () => {
    const api = fakeApi({
      [GROUP_OPTIONS]: groups,
      'GET /api/v1/groups/nope': () => json(404, { error: { code: 'not_found', message: 'x' } }),
      'GET /api/v1/reports/groups?groupId=nope&page=1&pageSize=20&sort=name&order=asc': () =>
        json(404, { error: { code: 'not_found', message: 'x' } }),
      'GET /api/v1/reports/groups?page=1&pageSize=20&sort=name&order=asc': () =>
        page([
          {
            groupId: 'g1',
            name: 'Night shift',
            members: 3,
            assignments: 6,
            completed: 3,
            completionRate: 50,
            overdue: 1,
          },
        ]),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/reports?tab=groups&groupId=nope');

    const select = screen.getByLabelText('Group');
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getAllByText(
        'This group does not exist or is not one of yours. Choose another group, or all groups.',
      ).length,
    ).toBeGreaterThan(0);
    expect(within(select).getByRole('option', { name: 'Unknown group' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    const link = await screen.findByRole('link', { name: 'Night shift' });
    expect(link.getAttribute('href')).toBe('/group/view/g1');
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });

  it('sorts by a header through the server, says so with aria-sort, and exports that view', async () => {
    const api = fakeApi({
      [GROUP_OPTIONS]: groups,
      'GET /api/v1/reports/courses?from=2025-01-01&page=1&pageSize=20&sort=title&order=asc': () =>
        page([course('c1', 'Fire safety', 0), course('c2', 'Ladders', 3)]),
      'GET /api/v1/reports/courses?from=2025-01-01&page=1&pageSize=20&sort=overdue&order=desc':
        () => page([course('c2', 'Ladders', 3), course('c1', 'Fire safety', 0)]),
      'GET /api/v1/reports/courses?from=2025-01-01&page=1&pageSize=20&sort=overdue&order=asc': () =>
        page([course('c1', 'Fire safety', 0), course('c2', 'Ladders', 3)]),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/reports?tab=courses&from=2025-01-01');

    const link = await screen.findByRole('link', { name: 'Fire safety' });
    expect(link.getAttribute('href')).toBe('/courses/c1/assign');
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Course').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Overdue').getAttribute('aria-sort')).toBe('none');
    // Columns the server cannot sort by have no button.
    expect(within(header('In progress')).queryByRole('button')).toBeNull();

    fireEvent.click(within(header('Overdue')).getByRole('button'));
    await waitFor(() => expect(header('Overdue').getAttribute('aria-sort')).toBe('descending'));
    expect(header('Course').getAttribute('aria-sort')).toBe('none');
    await waitFor(() => expect(screen.getAllByRole('row')[1]!.textContent).toContain('Ladders'));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/reports/courses?from=2025-01-01&sort=overdue&order=desc&format=csv',
    );

    fireEvent.click(within(header('Overdue')).getByRole('button'));
    await waitFor(() => expect(header('Overdue').getAttribute('aria-sort')).toBe('ascending'));
  });

  it('moves between tabs with the arrow keys, keeping the filters', async () => {
    const api = fakeApi({
      [GROUP_OPTIONS]: groups,
      'GET /api/v1/reports/courses?groupId=g1&page=1&pageSize=20&sort=title&order=asc': () =>
        page([course('c1', 'Fire safety', 0)]),
      'GET /api/v1/reports/groups?groupId=g1&page=1&pageSize=20&sort=name&order=asc': () =>
        page([]),
      'GET /api/v1/courses?pageSize=100&sort=title&order=asc': () => page([]),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/reports?tab=courses&groupId=g1');

    const tabs = screen.getByRole('tablist', { name: 'Reports' });
    const byCourse = within(tabs).getByRole('tab', { name: 'By course' });
    expect(byCourse.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'By course' })).toBeTruthy();

    fireEvent.keyDown(byCourse, { key: 'ArrowRight' });
    const byGroup = within(tabs).getByRole('tab', { name: 'By group' });
    await waitFor(() => expect(byGroup.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(byGroup);
    expect(await screen.findByText('No groups yet')).toBeTruthy();

    fireEvent.keyDown(byGroup, { key: 'End' });
    const perQuestion = within(tabs).getByRole('tab', { name: 'Per question' });
    await waitFor(() => expect(perQuestion.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('heading', { name: 'Choose a course' })).toBeTruthy();
    expect((screen.getByLabelText('Group') as HTMLSelectElement).value).toBe('g1');
  });
});
