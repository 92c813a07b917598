import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { SignInForm } from './sign-in-form';

afterEach(() => vi.unstubAllGlobals());

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it('checks the fields before calling the server', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<SignInForm onSuccess={vi.fn()} onTwoFactor={vi.fn()} />);

    fill('', '');
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    fill('not-an-address', 'secret');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('signs in with the normalised address and reports success', async () => {
    const api = fakeApi({ 'POST /api/auth/sign-in/email': () => json(200, { user: {} }) });
    vi.stubGlobal('fetch', api.fetch);
    const onSuccess = vi.fn();
    renderWithProviders(<SignInForm onSuccess={onSuccess} onTwoFactor={vi.fn()} />);

    fill('  Ada@Example.com ', 'correct horse');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(api.calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
  });

  it('asks for the second factor when the account has two-factor, with no session yet', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/auth/sign-in/email': () =>
          json(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      }).fetch,
    );
    const onSuccess = vi.fn();
    const onTwoFactor = vi.fn();
    renderWithProviders(<SignInForm onSuccess={onSuccess} onTwoFactor={onTwoFactor} />);
    fill('ada@example.com', 'correct horse');
    await waitFor(() => expect(onTwoFactor).toHaveBeenCalledOnce());
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the translated message for wrong credentials, not the server text', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/auth/sign-in/email': () =>
          json(401, {
            error: { code: 'invalid_credentials', message: 'Invalid email or password' },
          }),
      }).fetch,
    );
    renderWithProviders(<SignInForm onSuccess={vi.fn()} onTwoFactor={vi.fn()} />);

    fill('ada@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The e-mail or password is incorrect.',
    );
  });

  it('says how long to wait when rate limited', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/auth/sign-in/email': () =>
          json(
            429,
            { error: { code: 'rate_limited', message: 'Too many' } },
            { 'retry-after': '30' },
          ),
      }).fetch,
    );
    renderWithProviders(<SignInForm onSuccess={vi.fn()} onTwoFactor={vi.fn()} />);

    fill('ada@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
  });
});
