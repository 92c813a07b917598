import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '@slidewise/shared/auth/password-policy';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { SignupRoute } from './signup';

afterEach(() => vi.unstubAllGlobals());

function signUp(email: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), {
    target: { value: 'a good long passphrase' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignupRoute', () => {
  it('shows "Check your e-mail" with the focus on it, sends the link again, and goes back for another address', async () => {
    const api = fakeApi({
      'GET /api/v1/auth/password-policy': () => json(200, DEFAULT_PASSWORD_POLICY),
      'POST /api/auth/sign-up/email': () => json(200, { status: 'check_email' }),
      'POST /api/auth/send-verification-email': () => json(200, { status: true }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<SignupRoute />);
    await screen.findByText('At least 8 characters');

    signUp('ada@example.com');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toContain('ada@example.com');
    expect(screen.queryByLabelText('Password')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Sent. Check ada@example.com.')).toBeTruthy();
    expect(api.calls.find((c) => c.key === 'POST /api/auth/send-verification-email')?.body).toEqual(
      { email: 'ada@example.com' },
    );

    // A click focuses the button first, as a browser does; it then disappears.
    const another = screen.getByRole('button', { name: 'Use another address' });
    another.focus();
    fireEvent.click(another);
    const form = await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await waitFor(() => expect(document.activeElement).toBe(form));
    signUp('ada.lovelace@example.com');
    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    expect(screen.getByRole('status').textContent).toContain('ada.lovelace@example.com');
  });
});
