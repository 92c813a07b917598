import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Assignee } from '@slidewise/shared/learning/assignment';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { AssigneeTable } from './assignee-table';
import { INITIAL_TRAINING_STATE } from '@slidewise/shared/learning/certification';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), promise: vi.fn() } }));

function assignee(overrides: Partial<Assignee>): Assignee {
  return {
    ...INITIAL_TRAINING_STATE,
    id: 'a1',
    email: 'ann@example.com',
    userId: 'u1',
    displayName: 'Ann Archer',
    via: 'direct',
    viaGroupIds: [],
    status: 'not_started',
    progress: 0,
    score: null,
    dueAt: null,
    lastActivityAt: null,
    completedAt: null,
    remindersEnabled: true,
    delivery: 'sent',
    assignedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const ROWS = [
  assignee({
    id: 'a1',
    status: 'completed',
    progress: 100,
    score: 67,
    via: 'Sales',
    completedAt: '2026-02-03T10:00:00Z',
  }),
  assignee({
    id: 'a2',
    email: 'bob@example.com',
    displayName: null,
    userId: null,
    status: 'overdue',
    progress: 40,
    dueAt: '2026-01-15T22:59:59Z',
    remindersEnabled: false,
    delivery: 'failed',
  }),
];

const page = (items: Assignee[]) =>
  json(200, { items, total: items.length, page: 1, pageSize: 20 });

function setup(extra: Record<string, (init: RequestInit | undefined) => Response> = {}) {
  const api = fakeApi({
    'GET /api/v1/courses/c1/assignees?page=1&pageSize=20': () => page(ROWS),
    'GET /api/v1/courses/c1/assignees?page=1&pageSize=20&status=overdue': () => page([ROWS[1]!]),
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderWithProviders(<AssigneeTable courseId="c1" />);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('AssigneeTable', () => {
  it('shows each person with how they got the course, status, progress, score and dates', async () => {
    setup();
    const ann = await screen.findByRole('row', { name: /Ann Archer/ });
    expect(within(ann).getByText('Sales')).toBeTruthy();
    expect(within(ann).getByText('Completed')).toBeTruthy();
    expect(within(ann).getByText('67%')).toBeTruthy();
    expect(within(ann).getByText('Feb 3, 2026')).toBeTruthy();

    const bob = screen.getByRole('row', { name: /bob@example.com/ });
    expect(within(bob).getByText('Direct')).toBeTruthy();
    expect(within(bob).getByText('Invitation pending')).toBeTruthy();
    const badge = within(bob).getByText('Overdue');
    expect(badge.closest('[data-status]')?.getAttribute('data-status')).toBe('overdue');
    expect(within(bob).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(bob).getByText('Reminders off')).toBeTruthy();
    // Only the person whose e-mail was refused shows it, with a resend.
    expect(within(bob).getByText('Not delivered')).toBeTruthy();
    expect(within(ann).queryByText('Not delivered')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Resend the e-mail to/ })).toHaveLength(1);
  });

  it('shows each address left to right, wrapping within the table, with or without a name', async () => {
    setup();
    const ann = await screen.findByRole('row', { name: /Ann Archer/ });
    const bob = screen.getByRole('row', { name: /bob@example.com/ });
    for (const [row, email] of [
      [ann, 'ann@example.com'],
      [bob, 'bob@example.com'],
    ] as const) {
      const address = within(row).getByText(email);
      expect(address.tagName).toBe('BDI');
      expect(address.getAttribute('dir')).toBe('ltr');
      expect(address.className).toContain('wrap-break-word');
    }
  });

  it('resends a refused e-mail from the row', async () => {
    const api = setup({
      'POST /api/v1/courses/c1/assignees/a2/resend': () => new Response(null, { status: 204 }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Resend the e-mail to bob@example.com' }),
    );
    await waitFor(() =>
      expect(api.calls.map((call) => call.key)).toContain(
        'POST /api/v1/courses/c1/assignees/a2/resend',
      ),
    );
  });

  it('filters by status', async () => {
    const api = setup();
    await screen.findByRole('row', { name: /Ann Archer/ });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'overdue' } });
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ann Archer/ })).toBeNull());
    expect(screen.getByRole('row', { name: /bob@example.com/ })).toBeTruthy();
    expect(api.calls.map((call) => call.key)).toContain(
      'GET /api/v1/courses/c1/assignees?page=1&pageSize=20&status=overdue',
    );
  });

  it('removing someone who completed keeps the record unless "Delete the record too" is ticked', async () => {
    const api = setup({
      'DELETE /api/v1/courses/c1/assignees/a1?deleteRecord=true': () =>
        new Response(null, { status: 204 }),
    });
    await screen.findByRole('row', { name: /Ann Archer/ });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for Ann Archer' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove Ann Archer?' });
    expect(within(dialog).getByText(/Their record stays in your reports/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Delete the record too/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove and delete the record' }));
    await waitFor(() =>
      expect(api.calls.map((call) => call.key)).toContain(
        'DELETE /api/v1/courses/c1/assignees/a1?deleteRecord=true',
      ),
    );
  });
});
