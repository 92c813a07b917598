import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { RecentlyCompleted } from './recently-completed';

afterEach(() => vi.unstubAllGlobals());

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const person = (email: string, displayName: string | null) => ({
  personId: email,
  email,
  displayName,
  courses: 1,
  inProgress: 0,
  completed: 1,
  overdue: 0,
  averageScore: 90,
  lastActivityAt: hoursAgo(1),
});

const completion = (courseId: string, title: string, completedAt: string) => ({
  courseId,
  title,
  status: 'completed',
  result: null,
  compliance: 'never',
  certificateId: null,
  completedVersion: 1,
  signedOffAt: null,
  progress: 100,
  score: 90,
  dueAt: null,
  completedAt,
});

describe('RecentlyCompleted', () => {
  it('shows an address (no name) left to right and whole, a name on one line', async () => {
    const noName = person('firstname.lastname@example.com', null);
    const named = person('ana@example.com', 'Ana');
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/v1/reports/people?sort=lastActivity&order=desc&pageSize=20': () =>
          json(200, { items: [noName, named], total: 2, page: 1, pageSize: 20 }),
        [`GET /api/v1/reports/people/${encodeURIComponent(noName.personId)}`]: () =>
          json(200, {
            person: noName,
            assignments: [completion('c1', 'Fire safety', hoursAgo(1))],
          }),
        [`GET /api/v1/reports/people/${encodeURIComponent(named.personId)}`]: () =>
          json(200, { person: named, assignments: [completion('c2', 'Ladders', hoursAgo(2))] }),
      }).fetch,
    );
    renderWithProviders(<RecentlyCompleted completed={2} />);

    const [addressed, byName] = (await screen.findAllByRole('listitem')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(addressed.textContent).toContain('Fire safety');
    // Isolated, left to right, breaking before the @ (EmailAddress), not cut short.
    const address = addressed.querySelector('bdi')!;
    expect(address.getAttribute('dir')).toBe('ltr');
    expect(address.textContent).toBe('firstname.lastname@example.com');
    expect(address.querySelector('wbr')).not.toBeNull();
    expect(address.parentElement!.className).not.toContain('truncate');
    expect(byName.textContent).toContain('Ana');
    expect(byName.querySelector('bdi')).toBeNull();
    expect(byName.querySelector('p')!.className).toContain('truncate');
  });
});
