import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PASSWORD_POLICY,
  type PasswordPolicy,
} from '@slidewise/shared/auth/password-policy';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { SignUpForm } from './sign-up-form';

afterEach(() => vi.unstubAllGlobals());

const loose = DEFAULT_PASSWORD_POLICY;
// The server tightened its policy after the page loaded it.
const strict: PasswordPolicy = { ...loose, requireUppercase: true };

function fill(password: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignUpForm', () => {
  it('refetches the policy and shows which rules failed when the server refuses the password', async () => {
    let policy = loose;
    const api = fakeApi({
      'GET /api/v1/auth/password-policy': () => json(200, policy),
      'POST /api/auth/sign-up/email': () => {
        policy = strict;
        return json(422, {
          error: {
            code: 'password-does-not-meet-requirements',
            message: 'The password does not meet the requirements.',
            details: { field: 'password', failed: ['requireUppercase'], policy: strict },
          },
        });
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const onSuccess = vi.fn();
    renderWithProviders(<SignUpForm onSuccess={onSuccess} />);
    await screen.findByText('At least 8 characters');
    expect(screen.queryByText('An uppercase letter')).toBeNull();

    fill('lowercase only');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The password does not meet the requirements.')).toBeTruthy();
    expect(within(alert).getByText('An uppercase letter')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    // The refetched policy now lists the new rule in the live checklist, unmet.
    await waitFor(() =>
      expect(
        document.querySelector('[data-rule="requireUppercase"]')?.getAttribute('data-state'),
      ).toBe('unmet'),
    );
    expect(api.calls.filter((c) => c.key === 'GET /api/v1/auth/password-policy')).toHaveLength(2);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('reports the address it was sent to, and never a "taken" address', async () => {
    const api = fakeApi({
      'GET /api/v1/auth/password-policy': () => json(200, loose),
      'POST /api/auth/sign-up/email': () => json(200, { status: 'check_email' }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const onSuccess = vi.fn();
    renderWithProviders(<SignUpForm callbackURL="/courses" onSuccess={onSuccess} />);

    fill('a good long passphrase');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('ada@example.com'));
    expect(api.calls.find((c) => c.key === 'POST /api/auth/sign-up/email')?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'a good long passphrase',
      callbackURL: '/courses',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
