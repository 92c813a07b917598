import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '@slidewise/shared/groups/invitation';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { readLoginNotice } from '@/features/auth/utils/login-notice';
import { aMe } from '@/test/fixtures';
import { fakeApi, json } from '@/test/render-with-providers';
import { InviteRoute } from './invite';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), promise: vi.fn() } }));

const LONG_NAME = 'Maximilianus'.repeat(5);

const invitation: Invitation = {
  email: 'invited@example.com',
  inviterName: LONG_NAME,
  expiresAt: '2030-01-01T00:00:00Z',
  accountExists: false,
  joined: false,
  redirectTo: '/learn',
};

function renderInvite(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    'GET /api/v1/invitations/tok': () => json(200, invitation),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/invite/tok']}>
          <Routes>
            <Route path="/invite/:token" element={<InviteRoute />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('InviteRoute', () => {
  it('wraps an inviter’s name that has no spaces, rather than widening the page', async () => {
    renderInvite({ 'GET /api/v1/me': () => json(401, { error: { code: 'unauthorized' } }) });
    const subtitle = await screen.findByText(new RegExp(LONG_NAME));
    expect(subtitle.tagName).toBe('P');
    expect(subtitle.className.split(' ')).toContain('wrap-anywhere');
  });

  it('signing out of another account keeps the person here, with no notice left for the sign-in screen', async () => {
    const user = userEvent.setup();
    const api = renderInvite({
      'GET /api/v1/me': () => json(200, aMe({ email: 'someone.else@example.com' })),
      'POST /api/auth/sign-out': () => json(200, { success: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    // The same page now offers the account for the invited address.
    expect(await screen.findByRole('button', { name: 'Create account and accept' })).toBeTruthy();
    expect(api.calls.map((call) => call.key)).toContain('POST /api/auth/sign-out');
    // Said here (a toast), so a later visit to sign in in this tab is not told it again.
    expect(readLoginNotice()).toBeNull();
  });
});
