import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { GroupForm } from './group-form';

afterEach(() => vi.unstubAllGlobals());

const group = {
  id: 'g1',
  name: 'Night shift',
  description: '',
  memberCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('GroupForm', () => {
  it('creates the group and hands it back', async () => {
    const api = fakeApi({ 'POST /api/v1/groups': () => json(201, group) });
    vi.stubGlobal('fetch', api.fetch);
    const onSaved = vi.fn();
    renderWithProviders(<GroupForm cancelTo="/groups" onSaved={onSaved} />);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Night shift ' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Nights' } });
    expect(screen.getByTestId('description-count').textContent).toBe('6 / 500 characters');
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(api.calls).toEqual([
      { key: 'POST /api/v1/groups', body: { name: 'Night shift', description: 'Nights' } },
    ]);
  });

  it('shows a taken name at the name field, and a required name before asking', async () => {
    const api = fakeApi({
      'POST /api/v1/groups': () =>
        json(409, {
          error: {
            code: 'conflict',
            message: 'taken',
            details: [{ path: 'name', code: 'taken', message: 'taken' }],
          },
        }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<GroupForm cancelTo="/groups" onSaved={vi.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(api.calls).toEqual([]);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'night SHIFT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    const message = await screen.findByText(
      'You already have a group with this name. Choose another one.',
    );
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('hands a plan limit to the notice the route composes', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/v1/groups': () =>
          json(402, { error: { code: 'plan_limit', message: 'no', details: { limit: 'groups' } } }),
      }).fetch,
    );
    renderWithProviders(
      <GroupForm
        cancelTo="/groups"
        onSaved={vi.fn()}
        renderPlanLimit={() => <p>Upgrade notice</p>}
      />,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Upgrade notice')).toBeTruthy();
  });

  it('saves changes to an existing group', async () => {
    const api = fakeApi({
      'PATCH /api/v1/groups/g1': () => json(200, { ...group, name: 'Day shift' }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const onSaved = vi.fn();
    renderWithProviders(<GroupForm group={group} cancelTo="/group/view/g1" onSaved={onSaved} />);

    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Night shift');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Day shift' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSaved.mock.calls[0]![0].name).toBe('Day shift');
  });
});
