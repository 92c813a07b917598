import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { AssignForm } from './assign-form';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { success: toastSuccess, error: vi.fn(), promise: vi.fn() } }));

const GROUPS = {
  items: [
    {
      id: 'g1',
      name: 'Sales',
      description: '',
      memberCount: 2,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 100,
};

function setup(assign: (init: RequestInit | undefined) => Response) {
  const api = fakeApi({
    'GET /api/v1/groups?page=1&pageSize=100&sort=name&order=asc': () => json(200, GROUPS),
    'GET /api/v1/groups/g1/members?page=1&pageSize=100': () =>
      json(200, { items: [], total: 0, page: 1, pageSize: 100 }),
    'GET /api/v1/courses/c1/assignees?page=1&pageSize=100': () =>
      json(200, { items: [], total: 0, page: 1, pageSize: 100 }),
    'POST /api/v1/courses/c1/assignees': assign,
  });
  vi.stubGlobal('fetch', api.fetch);
  const renderPlanLimit = vi.fn(() => <p>Upgrade to assign more people</p>);
  renderWithProviders(<AssignForm courseId="c1" renderPlanLimit={renderPlanLimit} />);
  return { api, renderPlanLimit };
}

const people = () => screen.getByRole('combobox', { name: 'People' });

function typeAddress(text: string) {
  fireEvent.change(people(), { target: { value: text } });
  fireEvent.keyDown(people(), { key: 'Enter' });
}

beforeEach(() => toastSuccess.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('AssignForm', () => {
  it('asks for someone before sending anything', async () => {
    const { api } = setup(() => json(200, { assigned: 0, alreadyAssigned: 0, invited: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Choose at least one person or group.')).toBeTruthy();
    expect(api.calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  });

  it('turns typed and pasted addresses into chips, and refuses to send an invalid one', async () => {
    const { api } = setup(() => json(200, { assigned: 0, alreadyAssigned: 0, invited: 0 }));
    typeAddress('Ann@Example.com');
    fireEvent.paste(people(), {
      clipboardData: { getData: () => 'bob@example.com, not-an-address\nann@example.com' },
    });
    const chips = screen.getByRole('list', { name: 'People chosen' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ann@example.com', 'bob@example.com', 'not-an-address(not a valid e-mail address)']);
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(
      await screen.findByText('Fix or remove the addresses marked as not valid.'),
    ).toBeTruthy();
    // The field to correct takes the focus (it may be scrolled out of sight); it reads left to
    // right in Arabic too.
    expect(document.activeElement).toBe(people());
    expect(people().dir).toBe('ltr');
    expect(api.calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove not-an-address' }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
  });

  // Backspace takes the last address back to edit, selected: typed over, it goes whole (an
  // address refused as not valid and then typed onto became one joined, valid-looking address).
  it('takes the last address back selected, so that typing replaces it', async () => {
    setup(() => json(200, { assigned: 0, alreadyAssigned: 0, invited: 0 }));
    const user = userEvent.setup();
    await user.type(people(), 'not-an-address{Enter}');
    await user.keyboard('{Backspace}');
    const field = people() as HTMLInputElement;
    expect(field.value).toBe('not-an-address');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'not-an-address'.length]);
    await user.keyboard('ann@example.com{Enter}');
    const chips = screen.getByRole('list', { name: 'People chosen' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ann@example.com']);
  });

  it('assigns people and groups with a due date and message, then says what happened', async () => {
    const { api } = setup(() => json(200, { assigned: 3, alreadyAssigned: 1, invited: 1 }));
    typeAddress('ann@example.com');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Sales/ }));
    fireEvent.change(screen.getByLabelText('Due date (optional)'), {
      target: { value: '2099-06-30' },
    });
    fireEvent.change(screen.getByLabelText('Message (optional)'), {
      target: { value: ' Please finish this by June. ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(toastSuccess).toHaveBeenCalled());
    expect(toastSuccess).toHaveBeenCalledWith(
      'Assigned to 3 people. 1 person already had this course. 1 invitation sent to someone without an account.',
    );
    const body = api.calls.find((call) => call.key === 'POST /api/v1/courses/c1/assignees')!
      .body as Record<string, unknown>;
    expect(body).toMatchObject({
      emails: ['ann@example.com'],
      groupIds: ['g1'],
      message: 'Please finish this by June.',
    });
    expect(new Date(body.dueAt as string).getDate()).toBe(30);
    // The form starts over.
    expect(screen.queryByRole('list', { name: 'People chosen' })).toBeNull();
  });

  it('marks the addresses the server refused, and places a past due date on its field', async () => {
    setup(() =>
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'x',
          details: [
            { path: 'emails.1', code: 'invalid_email', message: 'b@' },
            { path: 'dueAt', code: 'in_past', message: 'past' },
          ],
        },
      }),
    );
    typeAddress('a@example.com');
    typeAddress('b@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(
      await screen.findByText('Fix or remove the addresses marked as not valid.'),
    ).toBeTruthy();
    expect(screen.getByText('Choose today or a later date.')).toBeTruthy();
    expect(document.activeElement).toBe(people());
    const chips = screen.getByRole('list', { name: 'People chosen' });
    expect(within(chips).getAllByRole('listitem')[1]!.textContent).toContain('not a valid');
  });

  it('hands a plan limit (402) to the route to explain', async () => {
    const { renderPlanLimit } = setup(() =>
      json(402, {
        error: { code: 'plan_limit', message: 'x', details: { limit: 'assignees', max: 25 } },
      }),
    );
    typeAddress('a@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Upgrade to assign more people')).toBeTruthy();
    expect(renderPlanLimit).toHaveBeenCalledWith(expect.objectContaining({ status: 402 }));
  });

  it('explains when the course is no longer published', async () => {
    setup(() =>
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'x',
          details: [{ path: 'courseId', code: 'not_published', message: 'draft' }],
        },
      }),
    );
    typeAddress('a@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This course is no longer published',
    );
  });
});
