import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { onUnauthorized } from '@/lib/api-client';
import { saveLanguageToAccount, setSaveLanguageToAccount } from '@/lib/i18n';
import { meQueryOptions } from '../api/get-me';
import { authPhase, authReducer, initialAuthState } from '../hooks/auth-state';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth';
import { authChannel } from '../utils/auth-channel';
import { setLoginNotice } from '../utils/login-notice';

/** How long the account's answer asked for as the page opened stands. */
const FRESH_MS = 10_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // main.tsx renders a page behind sign-in once the account it asked for has answered: the
  // first render then shows the screen itself rather than a loading screen before it.
  const [state, dispatch] = useReducer(authReducer, initialAuthState, (initial) => {
    const me = queryClient.getQueryState(meQueryOptions().queryKey);
    return me?.status === 'success' && Date.now() - me.dataUpdatedAt < FRESH_MS
      ? authReducer(initial, { type: 'resolve', user: me.data?.user ?? null })
      : initial;
  });
  const [signedOut, setSignedOut] = useState(false);
  // Listeners registered once read the latest state through this. Set during the commit
  // (a layout effect), so a 401 that arrives just after the screen shows "signed in" counts.
  const authenticated = useRef(false);
  useLayoutEffect(() => {
    authenticated.current = state.isAuthenticated;
    setSaveLanguageToAccount(state.isAuthenticated);
  }, [state.isAuthenticated]);

  // An account with no language yet (just made, by signing up or through an invitation) gets
  // the one in use: the person may have chosen it before the account existed.
  const noLanguage = state.user?.locale === null;
  useEffect(() => {
    if (noLanguage) void saveLanguageToAccount();
  }, [noLanguage]);

  const resolve = useCallback(
    (staleTime = 0) =>
      // fetchQuery dedupes concurrent calls and leaves `me` in the cache for screens that need more of it.
      queryClient.fetchQuery({ ...meQueryOptions(), staleTime }).then(
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

  /** The session is gone (elsewhere, or it expired): forget it here and show sign-in. */
  const endSession = useCallback(
    (options: { signedOut: boolean }) => {
      if (!authenticated.current) return;
      authenticated.current = false;
      // Nothing cached for the account may outlive its session.
      queryClient.clear();
      reset(options);
    },
    [queryClient, reset],
  );

  const revalidate = useCallback(
    () =>
      queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).then(
        (me) => {
          if (me) dispatch({ type: 'resolve', user: me.user });
          else endSession({ signedOut: false });
        },
        // Could not ask (offline, server busy): keep the session; the next call will tell.
        () => undefined,
      ),
    [queryClient, endSession],
  );

  // The initial state is "loading" unless that answer was in: the first check only needs
  // resolving. main.tsx asked for the account as the page opened: an answer under 10 s old
  // stands, which saves a second request, and a round trip, before the first signed-in screen.
  const [resolvedAtStart] = useState(state.isInitialized);
  useEffect(() => {
    if (!resolvedAtStart) void resolve(FRESH_MS);
  }, [resolve, resolvedAtStart]);

  // Any API call answering 401 "unauthorized" while signed in: the session expired or was
  // revoked. The protected-route guard then sends the person to /login?redirect=<here>.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (!authenticated.current) return;
        endSession({ signedOut: false });
        // Protected screens go on to the sign-in screen, which says why (one message: a toast
        // as well would now follow the person there, toasts outliving the shell swap).
        setLoginNotice('session-ended');
      }),
    [endSession],
  );

  // Signing out in one tab signs out every open tab, straight to a plain sign-in page.
  useEffect(
    () =>
      authChannel().subscribe((message) => {
        if (message.type === 'signed-out') endSession({ signedOut: true });
      }),
    [endSession],
  );

  // Coming back to a tab: check the session is still there (it may have ended meanwhile).
  useEffect(() => {
    if (!state.isAuthenticated) return;
    const onReturn = () => {
      if (document.visibilityState === 'visible') void revalidate();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [state.isAuthenticated, revalidate]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, phase: authPhase(state), signedOut, refresh, revalidate, reset }),
    [state, signedOut, refresh, revalidate, reset],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
