import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { ForgotPasswordForm } from './forgot-password-form';
import { MagicLinkForm } from './magic-link-form';

afterEach(() => vi.unstubAllGlobals());

function send(button: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

// The form the keyboard was in goes away: its answer takes the focus, not the page's body.
describe('the one-address forms, once sent', () => {
  it('a reset link: the message has the focus', async () => {
    const api = fakeApi({ 'POST /api/auth/request-password-reset': () => json(200, {}) });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ForgotPasswordForm />);
    send('Send reset link');
    const message = await screen.findByRole('status');
    expect(document.activeElement).toBe(message);
  });

  it('a sign-in link: the message has the focus', async () => {
    const api = fakeApi({ 'POST /api/auth/sign-in/magic-link': () => json(200, {}) });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<MagicLinkForm callbackURL="/dashboard" />);
    send('Send sign-in link');
    const message = await screen.findByRole('status');
    expect(document.activeElement).toBe(message);
  });
});
