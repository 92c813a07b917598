import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/test/render-with-providers';
import { readLoginNotice } from '../utils/login-notice';
import { useSignOut } from './sign-out';

function signOutWith(options: Parameters<typeof useSignOut>[0]) {
  vi.stubGlobal('fetch', fakeApi({ 'POST /api/auth/sign-out': () => json(200, {}) }).fetch);
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSignOut(options), { wrapper });
  result.current.mutate();
  return result;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('useSignOut', () => {
  it('leaves the sign-in screen a "signed out" notice, for it comes next', async () => {
    const result = signOutWith({});
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(readLoginNotice()).toBe('signed-out');
  });

  it('leaves none when the person stays on the page, which says so itself', async () => {
    const result = signOutWith({ noticeOnSignIn: false });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(readLoginNotice()).toBeNull();
  });
});
