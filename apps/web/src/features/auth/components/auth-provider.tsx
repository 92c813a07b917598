import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { meQueryOptions } from '../api/get-me';
import { authPhase, authReducer, initialAuthState } from '../hooks/auth-state';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const [signedOut, setSignedOut] = useState(false);

  const resolve = useCallback(
    () =>
      // fetchQuery dedupes concurrent calls and leaves `me` in the cache for screens that need more of it.
      queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).then(
        (me) => {
          setSignedOut(false);
          dispatch({ type: 'resolve', user: me?.user ?? null });
        },
        (error: unknown) => dispatch({ type: 'fail', error }),
      ),
    [queryClient],
  );

  const refresh = useCallback(() => {
    dispatch({ type: 'load' });
    return resolve();
  }, [resolve]);

  const reset = useCallback(
    (options: { signedOut?: boolean } = {}) => {
      queryClient.removeQueries({ queryKey: meQueryOptions().queryKey });
      setSignedOut(options.signedOut ?? false);
      dispatch({ type: 'reset' });
    },
    [queryClient],
  );

  // The initial state is already "loading", so the first check only needs resolving.
  useEffect(() => {
    void resolve();
  }, [resolve]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, phase: authPhase(state), signedOut, refresh, reset }),
    [state, signedOut, refresh, reset],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
