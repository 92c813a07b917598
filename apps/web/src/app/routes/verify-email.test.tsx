import { act, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authPhase, authReducer, initialAuthState } from '@/features/auth/hooks/auth-state';
import { AuthContext } from '@/features/auth/hooks/use-auth';
import { toast } from '@/lib/toast';
import { aUser } from '@/test/fixtures';
import { VerifyEmailRoute } from './verify-email';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn() } }));

afterEach(async () => {
  vi.mocked(toast.success).mockClear();
  await i18n.changeLanguage('en');
});

const verified = authReducer(initialAuthState, { type: 'resolve', user: aUser() });

describe('VerifyEmailRoute', () => {
  it('says "Address confirmed" once, however often the screen renders before the next one', async () => {
    const auth = {
      ...verified,
      phase: authPhase(verified),
      signedOut: false,
      refresh: vi.fn(),
      revalidate: vi.fn(),
      reset: vi.fn(),
    };
    // In the app the screen stays while the next one's code loads (here: the next screen is
    // this one), and its texts arriving renew `t`.
    const next = encodeURIComponent('/verify-email?done=1');
    render(
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[`/verify-email?done=1&next=${next}`]}>
          <Routes>
            <Route path="/verify-email" element={<VerifyEmailRoute />} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Address confirmed' })).toBeTruthy();
    await act(() => i18n.changeLanguage('es'));
    await act(() => i18n.changeLanguage('en'));
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Address confirmed');
  });
});
