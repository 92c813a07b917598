import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMe } from '@/test/fixtures';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { PersonalDetailsForm } from './personal-details-form';

afterEach(() => vi.unstubAllGlobals());

const me = aMe({ phoneNumber: '+44 20 7946 0000', createdAt: '2026-01-01T00:00:00.000Z' });

describe('PersonalDetailsForm', () => {
  it('saves the name and clears the phone, then hands back the updated account', async () => {
    const api = fakeApi({
      'PATCH /api/v1/me': () =>
        json(200, { ...me, user: { ...me.user, displayName: 'Ada King', phoneNumber: null } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const onSaved = vi.fn();
    renderWithProviders(<PersonalDetailsForm user={me.user} onSaved={onSaved} />);

    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: ' Ada King ' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSaved.mock.calls[0]![0].user.displayName).toBe('Ada King');
    expect(api.calls).toEqual([
      { key: 'PATCH /api/v1/me', body: { displayName: 'Ada King', phoneNumber: null } },
    ]);
  });

  it('requires a name and a readable phone number', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<PersonalDetailsForm user={me.user} onSaved={vi.fn()} />);

    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(
      screen.getByText(
        'Enter a phone number using digits, spaces and + ( ) . - only, for example +1 555 123 4567.',
      ),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
