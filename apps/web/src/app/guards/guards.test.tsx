import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useRouteError } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  authPhase,
  initialAuthState,
  authReducer,
  type AuthState,
} from '@/features/auth/hooks/auth-state';
import { AuthContext } from '@/features/auth/hooks/use-auth';
import { ApiError } from '@/lib/api-client';
import { aUser } from '@/test/fixtures';
import { enterApp } from '../shell-switch';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';

vi.mock('../shell-switch', () => ({ enterApp: vi.fn() }));

const signedIn = authReducer(initialAuthState, {
  type: 'resolve',
  user: aUser({ emailVerified: false }),
});
const signedOut = authReducer(initialAuthState, { type: 'resolve', user: null });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Caught() {
  const error = useRouteError() as ApiError;
  return <p data-testid="where">{`error page ${error.status}`}</p>;
}

function authValue(state: AuthState, extra: { signedOut?: boolean } = {}) {
  return {
    ...state,
    phase: authPhase(state),
    signedOut: false,
    refresh: vi.fn(),
    revalidate: vi.fn(),
    reset: vi.fn(),
    ...extra,
  };
}

function renderAt(url: string, state: AuthState, extra: { signedOut?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      {
        ErrorBoundary: Caught,
        children: [
          { element: <RequireAuth />, children: [{ path: '/dashboard', element: <Where /> }] },
          { path: '*', element: <Where /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <AuthContext.Provider value={authValue(state, extra)}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return () => screen.getByTestId('where').textContent;
}

describe('route guards', () => {
  it('sends a visitor on a protected route to sign in, remembering path and query', () => {
    const where = renderAt('/dashboard?tab=2', signedOut);
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/dashboard?tab=2')}`);
  });

  it('sends someone who just signed out to a plain sign-in page', () => {
    expect(renderAt('/dashboard', signedOut, { signedOut: true })()).toBe('/login');
  });

  it('shows the error page, not sign-in, when checking the session failed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = authReducer(initialAuthState, {
      type: 'fail',
      error: new ApiError({ status: 429, code: 'rate_limited', message: 'x', retryAfter: 30 }),
    });
    expect(renderAt('/dashboard', failed)()).toBe('error page 429');
    vi.restoreAllMocks();
  });

  it('lets a signed-in person through a protected route', () => {
    expect(renderAt('/dashboard', signedIn)()).toBe('/dashboard');
  });
});

/** A guest page (in the guest shell, on wouter) at `url`: what it shows and where it sends. */
function renderGuestPage(url: string, state: AuthState) {
  vi.mocked(enterApp).mockClear();
  const [path, search = ''] = url.split('?');
  const { hook, searchHook } = memoryLocation({ path, searchPath: search });
  render(
    <AuthContext.Provider value={authValue(state)}>
      <Router hook={hook} searchHook={searchHook}>
        <GuestOnly>
          <p>the sign-in form</p>
        </GuestOnly>
      </Router>
    </AuthContext.Provider>,
  );
  return vi.mocked(enterApp).mock.calls.map(([target]) => target);
}

describe('guest-only pages', () => {
  it('sends a signed-in person from a guest page to the redirect target', () => {
    expect(renderGuestPage('/login?redirect=%2Fdashboard%3Fx%3D1', signedIn)).toEqual([
      '/dashboard?x=1',
    ]);
    expect(screen.queryByText('the sign-in form')).toBeNull();
  });

  it('ignores a redirect target on another site', () => {
    expect(
      renderGuestPage(`/login?redirect=${encodeURIComponent('//evil.example')}`, signedIn),
    ).toEqual(['/dashboard']);
  });

  it('shows a guest page to a visitor', () => {
    expect(renderGuestPage('/login?redirect=%2Fdashboard', signedOut)).toEqual([]);
    expect(screen.getByText('the sign-in form')).toBeDefined();
  });
});
