import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { createTabChannel } from '@/lib/cross-tab';
import { i18n } from '@/lib/i18n';
import arabic from '@/locales/ar/guest';
import { aMe } from '@/test/fixtures';
import { fakeApi, json } from '@/test/render-with-providers';
import { meQueryOptions } from '../api/get-me';
import { useAuth } from '../hooks/use-auth';
import type { AuthTabMessage } from '../utils/auth-channel';
import { AuthProvider } from './auth-provider';

const me = aMe();

function Phase() {
  const auth = useAuth();
  return (
    <p data-testid="phase">
      {auth.phase}
      {auth.signedOut ? ' (signed out)' : ''}
    </p>
  );
}

function renderSignedIn(
  routes: Parameters<typeof fakeApi>[0] = {},
  before: (queryClient: QueryClient) => void = () => {},
) {
  const api = fakeApi({ 'GET /api/v1/me': () => json(200, me), ...routes });
  vi.stubGlobal('fetch', api.fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  before(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Phase />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { api, queryClient, phase: () => screen.getByTestId('phase').textContent };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const meCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.key === 'GET /api/v1/me');

describe('AuthProvider', () => {
  it('ends the session when any API call answers 401 (the guard then asks to sign in and come back)', async () => {
    const { phase, queryClient } = renderSignedIn({
      'GET /api/v1/courses': () =>
        json(401, { error: { code: 'unauthorized', message: 'No session' } }),
    });
    await waitFor(() => expect(phase()).toBe('authenticated'));
    queryClient.setQueryData(['courses'], ['cached for the old session']);

    await apiRequest('/api/v1/courses').catch(() => undefined);
    await waitFor(() => expect(phase()).toBe('unauthenticated'));
    expect(queryClient.getQueryData(['courses'])).toBeUndefined();
  });

  it('stays signed in when a form gets wrong credentials (401 with its own code)', async () => {
    const { phase } = renderSignedIn({
      'POST /api/auth/change-email': () =>
        json(401, { error: { code: 'invalid_credentials', message: 'Wrong' } }),
    });
    await waitFor(() => expect(phase()).toBe('authenticated'));
    await apiRequest('/api/auth/change-email', { method: 'POST', body: {} }).catch(() => 0);
    expect(phase()).toBe('authenticated');
  });

  it('signs out when another tab signs out', async () => {
    const { phase } = renderSignedIn();
    await waitFor(() => expect(phase()).toBe('authenticated'));
    // Another tab's channel (a different BroadcastChannel on the same name).
    createTabChannel<AuthTabMessage>('auth').post({ type: 'signed-out' });
    await waitFor(() => expect(phase()).toBe('unauthenticated (signed out)'));
  });

  it('checks the session again when the person comes back to the tab', async () => {
    let signedIn = true;
    const listening = vi.spyOn(window, 'addEventListener');
    const { phase, api } = renderSignedIn({
      'GET /api/v1/me': () =>
        signedIn ? json(200, me) : json(401, { error: { code: 'unauthorized', message: 'x' } }),
    });
    await waitFor(() => expect(phase()).toBe('authenticated'));
    // The provider listens from an effect after that render: a focus before it would go unheard.
    await waitFor(() => expect(listening).toHaveBeenCalledWith('focus', expect.any(Function)));
    signedIn = false;
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(phase()).toBe('unauthenticated'));
    expect(meCalls(api)).toHaveLength(2);
  });

  it('takes the account the page asked for as it opened (main.tsx), without asking again', async () => {
    const { phase, api } = renderSignedIn({}, (queryClient) =>
      queryClient.setQueryData(meQueryOptions().queryKey, me),
    );
    // From the first render: the screen shows at once, with no loading screen before it.
    expect(phase()).toBe('authenticated');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(phase()).toBe('authenticated');
    expect(meCalls(api)).toHaveLength(0);
  });

  it('asks again when the account it holds is over 10 seconds old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { phase, api } = renderSignedIn({}, (queryClient) => {
      queryClient.setQueryData(meQueryOptions().queryKey, null);
      vi.setSystemTime(Date.now() + 10_001);
    });
    await waitFor(() => expect(phase()).toBe('authenticated'));
    expect(meCalls(api)).toHaveLength(1);
  });

  it('saves the language in use to an account that has none yet (one just made), once', async () => {
    // Tests hold English only (test/setup.ts): Arabic's guest texts too, as if chosen on /invite.
    i18n.addResourceBundle('ar', 'translation', arabic);
    await i18n.changeLanguage('ar');
    const { api, phase } = renderSignedIn({ 'PATCH /api/v1/me': () => json(200, me) });
    await waitFor(() => expect(phase()).toBe('authenticated'));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.key === 'PATCH /api/v1/me')).toEqual([
        { key: 'PATCH /api/v1/me', body: { locale: 'ar' } },
      ]),
    );
  });

  it('leaves the language an account already has', async () => {
    const saved = aMe({ locale: 'es' });
    const { api, phase } = renderSignedIn({ 'GET /api/v1/me': () => json(200, saved) });
    await waitFor(() => expect(phase()).toBe('authenticated'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/v1/me']);
  });
});
