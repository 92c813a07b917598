import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { GroupsList } from './groups-list';

afterEach(() => vi.unstubAllGlobals());

const FIRST_PAGE = 'GET /api/v1/groups?page=1&pageSize=10&sort=name&order=asc';

describe('GroupsList', () => {
  it('offers to create the first group when there is none', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ [FIRST_PAGE]: () => json(200, { items: [], total: 0, page: 1, pageSize: 10 }) })
        .fetch,
    );
    renderWithProviders(<GroupsList />);
    const link = await screen.findByRole('link', { name: 'Create your first group' });
    expect(link.getAttribute('href')).toBe('/group/new');
    expect(screen.queryByLabelText('Search groups')).toBeNull();
  });

  it('lists groups with member counts, and searches and sorts through the API', async () => {
    const group = (id: string, name: string, memberCount: number) => ({
      id,
      name,
      description: '',
      memberCount,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
    const api = fakeApi({
      [FIRST_PAGE]: () =>
        json(200, {
          items: [group('g1', 'Night shift', 1), group('g2', 'New joiners', 12)],
          total: 2,
          page: 1,
          pageSize: 10,
        }),
      'GET /api/v1/groups?page=1&pageSize=10&sort=members&order=desc': () =>
        json(200, { items: [group('g2', 'New joiners', 12)], total: 1, page: 1, pageSize: 10 }),
      'GET /api/v1/groups?page=1&pageSize=10&sort=members&order=desc&q=joiners': () =>
        json(200, { items: [], total: 0, page: 1, pageSize: 10 }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<GroupsList />);

    const link = await screen.findByRole('link', { name: 'Night shift' });
    expect(link.getAttribute('href')).toBe('/group/view/g1');
    expect(screen.getByText('12 members')).toBeTruthy();
    expect(screen.getByText('1 member')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'members-desc' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Night shift' })).toBeNull());
    expect(screen.getByRole('link', { name: 'New joiners' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search groups'), { target: { value: 'joiners' } });
    expect(await screen.findByText('No groups match your search')).toBeTruthy();
  });
});
