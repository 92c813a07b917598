import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { SocialSignIn, SsoSignIn } from './provider-sign-in';

afterEach(() => vi.unstubAllGlobals());

describe('SocialSignIn', () => {
  it('shows a button only for each provider the server has configured', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/v1/auth/sign-in-methods': () => json(200, { social: ['microsoft'] }) })
        .fetch,
    );
    renderWithProviders(<SocialSignIn callbackURL="/dashboard" />);
    expect(await screen.findByRole('button', { name: 'Continue with Microsoft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('says so when the provider cannot be reached', async () => {
    const api = fakeApi({
      'GET /api/v1/auth/sign-in-methods': () => json(200, { social: ['google'] }),
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/sign-in/social')
        ? Promise.reject(new TypeError('offline'))
        : api.fetch(input, init),
    );
    renderWithProviders(<SocialSignIn callbackURL="/dashboard" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(/could not be reached/)).toBeTruthy();
  });
});

describe('SsoSignIn', () => {
  it('tells an address with no single sign-on so, without leaving the page', async () => {
    const api = fakeApi({
      'POST /api/v1/auth/sso/lookup': () =>
        json(404, { error: { code: 'not_found', message: 'Single sign-on not found.' } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<SsoSignIn callbackURL="/learn" />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with single sign-on' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Sam@Acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/has no single sign-on with Slidewise/)).toBeTruthy();
    await waitFor(() => expect(api.calls[0]?.body).toEqual({ email: 'sam@acme.test' }));
  });
});
