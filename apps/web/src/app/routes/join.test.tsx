import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authPhase, authReducer, initialAuthState } from '@/features/auth/hooks/auth-state';
import { AuthContext } from '@/features/auth/hooks/use-auth';
import { fakeApi, json } from '@/test/render-with-providers';
import { JoinRoute } from './join';

afterEach(() => vi.unstubAllGlobals());

const signedOut = authReducer(initialAuthState, { type: 'resolve', user: null });

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth = {
    ...signedOut,
    phase: authPhase(signedOut),
    signedOut: false,
    refresh: vi.fn(),
    revalidate: vi.fn(),
    reset: vi.fn(),
  };
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/join/:token" element={<JoinRoute />} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe('JoinRoute', () => {
  it('calls a malformed token (422) an unknown link, not a form to correct', async () => {
    const api = fakeApi({
      'GET /api/v1/join/garbage': () =>
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'Invalid request.',
            details: [{ path: ['token'], message: 'Too short' }],
          },
        }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/join/garbage');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join link not found' }),
    ).toBeTruthy();
    expect(screen.getByText(/This join link is not valid/)).toBeTruthy();
    expect(screen.queryByText('Some fields need your attention.')).toBeNull();
  });
});
