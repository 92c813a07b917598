import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { AcceptInvitationButton } from './accept-invitation-button';

afterEach(() => vi.unstubAllGlobals());

const ACCEPT = 'POST /api/v1/invitations/tok-1234567890/accept';

describe('AcceptInvitationButton', () => {
  it('accepts as the signed-in account with an empty body', async () => {
    const api = fakeApi({ [ACCEPT]: () => json(200, { redirectTo: '/learn' }) });
    vi.stubGlobal('fetch', api.fetch);
    const onAccepted = vi.fn();
    renderWithProviders(<AcceptInvitationButton token="tok-1234567890" onAccepted={onAccepted} />);

    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith('/learn'));
    expect(api.calls).toEqual([{ key: ACCEPT, body: {} }]);
  });

  it('explains an invitation meant for another address', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ [ACCEPT]: () => json(409, { error: { code: 'conflict', message: 'other' } }) })
        .fetch,
    );
    const onAccepted = vi.fn();
    renderWithProviders(<AcceptInvitationButton token="tok-1234567890" onAccepted={onAccepted} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('This invitation is for another e-mail address.')).toBeTruthy();
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
