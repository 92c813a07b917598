import { DEFAULT_ROLE } from '@slidewise/shared/me/roles';
import type { User } from '@slidewise/shared/me/schemas';

/** A signed-in user as the auth state accepts it: role and username may be absent. */
export type AuthUser = Omit<User, 'role'> & { role?: number | null; username?: string | null };

/** The seed's client auth state (section 3), driven by the transitions of section 4. */
export interface AuthState {
  user: AuthUser | null;
  role: number | null;
  username: string | null;
  email: string | null;
  isAuthenticated: boolean;
  isInitialized: boolean;
  error: unknown;
  loading: boolean;
}

export type AuthAction =
  | { type: 'load' }
  | { type: 'resolve'; user: AuthUser | null }
  | { type: 'fail'; error: unknown }
  | { type: 'reset' };

export type AuthPhase = 'not_initialized' | 'loading' | 'authenticated' | 'unauthenticated';

export const initialAuthState: AuthState = {
  user: null,
  role: null,
  username: null,
  email: null,
  isAuthenticated: false,
  isInitialized: false,
  error: null,
  loading: true,
};

const signedOut = {
  user: null,
  role: null,
  username: null,
  email: null,
  isAuthenticated: false,
} as const;

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'load':
      return { ...state, loading: true, isInitialized: false };
    case 'resolve': {
      const { user } = action;
      if (!user)
        return { ...state, ...signedOut, error: null, loading: false, isInitialized: true };
      return {
        user,
        role: user.role ?? DEFAULT_ROLE,
        username: user.displayName || user.username || null,
        email: user.email,
        isAuthenticated: true,
        isInitialized: true,
        error: null,
        loading: false,
      };
    }
    case 'fail':
      return { ...state, ...signedOut, error: action.error, loading: false, isInitialized: true };
    case 'reset':
      return { ...state, ...signedOut, error: null, loading: false };
  }
}

export function authPhase(state: AuthState): AuthPhase {
  if (state.loading) return 'loading';
  if (!state.isInitialized) return 'not_initialized';
  return state.isAuthenticated ? 'authenticated' : 'unauthenticated';
}
