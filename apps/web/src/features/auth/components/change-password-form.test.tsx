import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '@slidewise/shared/auth/password-policy';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => vi.unstubAllGlobals());

const policy = DEFAULT_PASSWORD_POLICY;

/** The form, against an API with the default policy whose change of password answers `answer`. */
function renderAnswering(answer: () => Response) {
  const api = fakeApi({
    'GET /api/v1/auth/password-policy': () => json(200, policy),
    'POST /api/auth/change-password': answer,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderWithProviders(<ChangePasswordForm />);
  return api;
}

async function fill(current: string, next: string) {
  await screen.findByText('At least 8 characters');
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
}

describe('ChangePasswordForm', () => {
  it('sends both passwords with "sign out of other devices" and clears the form', async () => {
    const api = renderAnswering(() => json(200, { token: null }));

    await fill('old passphrase', 'a brand new passphrase');
    const revoke = screen.getByLabelText('Sign out of other devices') as HTMLInputElement;
    expect(revoke.checked).toBe(true);
    fireEvent.click(revoke);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''),
    );
    expect(api.calls.find((c) => c.key === 'POST /api/auth/change-password')?.body).toEqual({
      currentPassword: 'old passphrase',
      newPassword: 'a brand new passphrase',
      revokeOtherSessions: false,
    });
  });

  it('puts a wrong current password under its field', async () => {
    renderAnswering(() =>
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'Invalid password',
          details: [
            { path: 'currentPassword', code: 'invalid_password', message: 'Invalid password' },
          ],
        },
      }),
    );
    await fill('wrong one', 'a brand new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    const message = await screen.findByText('Your current password is not correct.');
    expect(screen.getByLabelText('Current password').getAttribute('aria-describedby')).toContain(
      message.id,
    );
  });

  it('lists the rules the server refused', async () => {
    renderAnswering(() =>
      json(422, {
        error: {
          code: 'password-does-not-meet-requirements',
          message: 'no',
          details: { field: 'newPassword', failed: ['notCommon'], policy },
        },
      }),
    );
    await fill('old passphrase', 'password123');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The password does not meet the requirements.')).toBeTruthy();
    expect(within(alert).getByText('Not a commonly used password')).toBeTruthy();
  });
});
