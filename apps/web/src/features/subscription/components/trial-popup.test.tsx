import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { SubscriptionDetails } from '@slidewise/shared/subscription/plans';
import { TRIAL_POPUP_STORAGE_KEY } from '@slidewise/shared/subscription/popup';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { subscriptionDetails } from '../testing/subscription-details';
import { TrialPopup } from './trial-popup';

/** Four days left: the popup's first day. */
const details = (overrides: Partial<SubscriptionDetails> = {}) =>
  subscriptionDetails({ trial: { status: 'active', daysLeft: 4 }, ...overrides });

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderPopup(answer: () => Response) {
  vi.stubGlobal('fetch', fakeApi({ 'GET /api/v1/subscription': answer }).fetch);
  const view = renderWithProviders(
    <>
      <TrialPopup />
      <Where />
    </>,
  );
  const settled = () =>
    waitFor(() =>
      expect(view.queryClient.getQueryState(['subscription'])?.status).not.toBe('pending'),
    );
  return { ...view, settled };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TrialPopup', () => {
  it('shows a labelled dialog with every part when 4 days are left, and records when', async () => {
    const before = Date.now();
    renderPopup(() => json(200, details()));

    const dialog = await screen.findByRole('dialog', {
      name: 'Your free trial ends in 4 days',
    });
    const inside = within(dialog);
    expect(inside.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(inside.getByRole('button', { name: 'Upgrade Now' })).toBeTruthy();
    expect(inside.getByRole('button', { name: 'Remind Me Later' })).toBeTruthy();
    expect(inside.getByRole('link', { name: 'Compare Plans' }).getAttribute('href')).toBe(
      '/subscription#compare',
    );
    expect(inside.getByRole('heading', { name: 'Why Upgrade' })).toBeTruthy();
    expect(inside.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Unlimited access to all courses',
      'Group collaboration tools',
      'Priority support',
    ]);
    const stored = Number(sessionStorage.getItem(TRIAL_POPUP_STORAGE_KEY));
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThanOrEqual(Date.now());
  });

  it('says one day in the singular', async () => {
    renderPopup(() => json(200, details({ trial: { status: 'active', daysLeft: 1 } })));
    expect(
      await screen.findByRole('dialog', { name: 'Your free trial ends in 1 day' }),
    ).toBeTruthy();
  });

  it('says the trial has ended once it has', async () => {
    renderPopup(() =>
      json(200, details({ trial: { status: 'expired', daysLeft: 0 }, limited: true })),
    );
    expect(await screen.findByRole('dialog', { name: 'Your free trial has ended' })).toBeTruthy();
  });

  it('stays away with 10 days left, and records nothing', async () => {
    const { settled } = renderPopup(() =>
      json(200, details({ trial: { status: 'active', daysLeft: 10 } })),
    );
    await settled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(TRIAL_POPUP_STORAGE_KEY)).toBeNull();
  });

  it('stays away within the hour after it was shown', async () => {
    sessionStorage.setItem(TRIAL_POPUP_STORAGE_KEY, String(Date.now() - 59 * 60 * 1000));
    const { settled } = renderPopup(() => json(200, details()));
    await settled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('treats a corrupt stored time as never shown, and replaces it', async () => {
    sessionStorage.setItem(TRIAL_POPUP_STORAGE_KEY, 'not-a-time');
    renderPopup(() => json(200, details()));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(sessionStorage.getItem(TRIAL_POPUP_STORAGE_KEY)).toMatch(/^\d+$/);
  });

  it('never shows on PRO', async () => {
    const { settled } = renderPopup(() =>
      json(
        200,
        details({ plan: 'PRO', status: 'active', trial: { status: 'expired', daysLeft: 0 } }),
      ),
    );
    await settled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows to a learner-only account, and does not treat the 404 as a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { settled } = renderPopup(() =>
      json(404, { error: { code: 'not_found', message: 'Subscription not found' } }),
    );
    await settled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it('only logs a failure to read the subscription', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPopup(() => json(500, { error: { code: 'internal_error', message: 'boom' } }));
    await waitFor(() => expect(logged).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes on Remind Me Later', async () => {
    renderPopup(() => json(200, details()));
    fireEvent.click(await screen.findByRole('button', { name: 'Remind Me Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/');
  });

  it('goes to the subscription screen on Upgrade Now', async () => {
    renderPopup(() => json(200, details()));
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/subscription');
  });
});
