import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { InvitationSignUpForm } from './invitation-sign-up-form';

afterEach(() => vi.unstubAllGlobals());

const ACCEPT = 'POST /api/v1/invitations/tok-1234567890/accept';

function renderForm(overrides: Partial<Parameters<typeof InvitationSignUpForm>[0]> = {}) {
  const props = {
    token: 'tok-1234567890',
    email: 'ann@example.com',
    signInHref: '/login?redirect=%2Finvite%2Ftok-1234567890',
    onAccepted: vi.fn(),
    passwordChecklist: vi.fn((password: string, failed: readonly string[] | null) => (
      <p data-testid="checklist">{`${password}|${failed?.join(',') ?? 'none'}`}</p>
    )),
    onPasswordRejected: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<InvitationSignUpForm {...props} />);
  return props;
}

const fill = (name: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account and accept' }));
};

describe('InvitationSignUpForm', () => {
  it('creates the account for the invited address and says where to go', async () => {
    const api = fakeApi({ [ACCEPT]: () => json(200, { redirectTo: '/learn' }) });
    vi.stubGlobal('fetch', api.fetch);
    const props = renderForm();

    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe(
      'ann@example.com',
    );
    fill(' Ann Lee ', 'a long enough pass 1');
    await waitFor(() => expect(props.onAccepted).toHaveBeenCalledWith('/learn'));
    expect(api.calls).toEqual([
      { key: ACCEPT, body: { name: 'Ann Lee', password: 'a long enough pass 1' } },
    ]);
  });

  it('hands the rules the server refused to the checklist, while the password is unchanged', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [ACCEPT]: () =>
          json(422, {
            error: {
              code: 'password-does-not-meet-requirements',
              message: 'weak',
              details: { field: 'password', failed: ['minLength', 'requireNumeric'] },
            },
          }),
      }).fetch,
    );
    const props = renderForm();

    fill('Ann', 'short');
    expect(await screen.findByText('The password does not meet the requirements.')).toBeTruthy();
    expect(screen.getByTestId('checklist').textContent).toBe('short|minLength,requireNumeric');
    expect(props.onPasswordRejected).toHaveBeenCalledOnce();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'shorter' } });
    expect(screen.getByTestId('checklist').textContent).toBe('shorter|none');
  });

  it('sends an address that already has an account to sign in', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [ACCEPT]: () => json(409, { error: { code: 'email_taken', message: 'taken' } }),
      }).fetch,
    );
    renderForm();
    fill('Ann', 'a long enough pass 1');
    expect(
      await screen.findByText(
        'An account already exists for this address. Sign in to accept the invitation.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to accept' }).getAttribute('href')).toBe(
      '/login?redirect=%2Finvite%2Ftok-1234567890',
    );
  });
});
