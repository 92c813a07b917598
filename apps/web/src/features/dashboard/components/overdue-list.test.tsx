import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_TRAINING_STATE } from '@slidewise/shared/learning/certification';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { OverdueList } from './overdue-list';

afterEach(() => vi.unstubAllGlobals());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY - 60_000).toISOString();

const assignee = (id: string, email: string, displayName: string | null, dueAt: string) => ({
  id,
  email,
  userId: null,
  displayName,
  via: 'direct',
  viaGroupIds: [],
  status: 'overdue',
  progress: 0,
  score: null,
  dueAt,
  lastActivityAt: null,
  completedAt: null,
  remindersEnabled: true,
  delivery: null,
  assignedAt: daysAgo(20),
  ...INITIAL_TRAINING_STATE,
});

const courseRow = (courseId: string, title: string, overdue: number) => ({
  courseId,
  title,
  assigned: 3,
  inProgress: 0,
  completed: 0,
  overdue,
  completionRate: 0,
  averageScore: null,
  averageDaysToComplete: null,
});

describe('OverdueList', () => {
  it('lists overdue people longest first, and "Remind" sends the reminder', async () => {
    const api = fakeApi({
      'GET /api/v1/reports/courses?sort=overdue&order=desc&pageSize=5': () =>
        json(200, {
          items: [
            courseRow('c1', 'Fire safety', 1),
            courseRow('c2', 'Ladders', 1),
            courseRow('c3', 'On time', 0),
          ],
          total: 3,
          page: 1,
          pageSize: 5,
        }),
      'GET /api/v1/courses/c1/assignees?status=overdue&pageSize=20': () =>
        json(200, {
          items: [assignee('a1', 'ana@example.com', 'Ana', daysAgo(2))],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
      'GET /api/v1/courses/c2/assignees?status=overdue&pageSize=20': () =>
        json(200, {
          items: [assignee('a2', 'bo@example.com', null, daysAgo(5))],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
      'POST /api/v1/courses/c2/assignees/a2/remind': () => new Response(null, { status: 204 }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<OverdueList count={2} />);

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('bo@example.com') as string,
      expect.stringContaining('Ana') as string,
    ]);
    expect(items[0]!.textContent).toContain('5 days overdue');
    expect(items[1]!.textContent).toContain('2 days overdue');
    // Courses without overdue work are not asked about.
    expect(api.calls.some((call) => call.key.includes('/c3/'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remind bo@example.com about Ladders' }));
    expect(await screen.findByText('Reminded')).toBeTruthy();
    expect(api.calls.map((call) => call.key)).toContain(
      'POST /api/v1/courses/c2/assignees/a2/remind',
    );
    expect(screen.getByRole('button', { name: 'Remind Ana about Fire safety' })).toBeTruthy();
  });

  it('shows an address (no name) left to right and whole, a name on one line', async () => {
    const api = fakeApi({
      'GET /api/v1/reports/courses?sort=overdue&order=desc&pageSize=5': () =>
        json(200, { items: [courseRow('c1', 'Fire safety', 2)], total: 1, page: 1, pageSize: 5 }),
      'GET /api/v1/courses/c1/assignees?status=overdue&pageSize=20': () =>
        json(200, {
          items: [
            assignee('a1', 'firstname.lastname@example.com', null, daysAgo(5)),
            assignee('a2', 'ana@example.com', 'Ana', daysAgo(2)),
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<OverdueList count={2} />);

    const [addressed, named] = (await screen.findAllByRole('listitem')) as [
      HTMLElement,
      HTMLElement,
    ];
    // Isolated, left to right, breaking before the @ (EmailAddress), not cut short.
    const address = addressed.querySelector('bdi')!;
    expect(address.getAttribute('dir')).toBe('ltr');
    expect(address.textContent).toBe('firstname.lastname@example.com');
    expect(address.querySelector('wbr')).not.toBeNull();
    expect(address.parentElement!.className).not.toContain('truncate');
    expect(named.querySelector('bdi')).toBeNull();
    expect(named.querySelector('p')!.className).toContain('truncate');
  });

  it('says nobody is behind without asking the server', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<OverdueList count={0} />);
    expect(screen.getByText('Nobody is behind. Nothing is overdue.')).toBeTruthy();
    await waitFor(() => expect(api.calls).toEqual([]));
  });
});
