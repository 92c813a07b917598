import { createContext, useContext } from 'react';
import type { AuthPhase, AuthState } from './auth-state';

export interface AuthContextValue extends AuthState {
  phase: AuthPhase;
  /** True after a deliberate sign-out, so the person is not sent back where they were. */
  signedOut: boolean;
  /** Asks the server who is signed in (after signing in or up, for instance). */
  refresh: () => Promise<void>;
  /**
   * Asks the server again without the full-screen loading state (after the
   * person changed their name or photo, for instance). A session that has gone
   * sends the person to sign in.
   */
  revalidate: () => Promise<void>;
  /** Forgets the signed-in user locally; the session is already gone on the server. */
  reset: (options?: { signedOut?: boolean }) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
