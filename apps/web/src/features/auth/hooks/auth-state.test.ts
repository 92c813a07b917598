import { describe, expect, it } from 'vitest';
import {
  authPhase,
  authReducer,
  initialAuthState,
  type AuthState,
  type AuthUser,
} from './auth-state';
import { aUser } from '@/test/fixtures';

const user: AuthUser = aUser({ emailVerified: false, role: 2 });

const signedIn = authReducer(initialAuthState, { type: 'resolve', user });

describe('authReducer', () => {
  it('starts with no user, not initialised, not authenticated and loading', () => {
    expect(initialAuthState).toMatchObject({
      user: null,
      isAuthenticated: false,
      isInitialized: false,
      loading: true,
    });
    expect(authPhase(initialAuthState)).toBe('loading');
  });

  it('sets the user and its fields on the first result', () => {
    expect(signedIn).toEqual<AuthState>({
      user,
      role: 2,
      username: 'Ada',
      email: 'ada@example.com',
      isAuthenticated: true,
      isInitialized: true,
      error: null,
      loading: false,
    });
    expect(authPhase(signedIn)).toBe('authenticated');
  });

  it('defaults the role to 1 and falls back from displayName to username, then null', () => {
    const noRole = authReducer(initialAuthState, {
      type: 'resolve',
      user: { ...user, role: undefined, displayName: null, username: 'ada42' },
    });
    expect(noRole.role).toBe(1);
    expect(noRole.username).toBe('ada42');

    const nameless = authReducer(initialAuthState, {
      type: 'resolve',
      user: { ...user, displayName: '' },
    });
    expect(nameless.username).toBeNull();
  });

  it('resolves "nobody" as initialised and unauthenticated', () => {
    const state = authReducer(initialAuthState, { type: 'resolve', user: null });
    expect(state).toMatchObject({
      user: null,
      isAuthenticated: false,
      isInitialized: true,
      loading: false,
    });
    expect(authPhase(state)).toBe('unauthenticated');
  });

  it('resets initialized when loading begins again', () => {
    const reloading = authReducer(signedIn, { type: 'load' });
    expect(reloading).toMatchObject({ loading: true, isInitialized: false });
    expect(authPhase(reloading)).toBe('loading');
  });

  it('keeps a failure as the error, signed out', () => {
    const error = new Error('offline');
    const state = authReducer(signedIn, { type: 'fail', error });
    expect(state).toMatchObject({
      error,
      user: null,
      isAuthenticated: false,
      isInitialized: true,
      loading: false,
    });
  });

  it('reset clears the user, role, username, email, the flag and the error and stops loading', () => {
    const failed = authReducer(
      { ...signedIn, loading: true, error: new Error('x') },
      { type: 'reset' },
    );
    expect(failed).toEqual<AuthState>({
      user: null,
      role: null,
      username: null,
      email: null,
      isAuthenticated: false,
      isInitialized: true,
      error: null,
      loading: false,
    });
    expect(authPhase(failed)).toBe('unauthenticated');
  });

  it('reports "not initialised" when nothing is loading and no result came yet', () => {
    expect(authPhase({ ...initialAuthState, loading: false })).toBe('not_initialized');
  });
});
