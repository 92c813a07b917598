import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@slidewise/shared/subscription/plans';
import { fakeApi, json, renderWithProviders } from '@/test/render-with-providers';
import { aUser } from '@/test/fixtures';
import { subscriptionDetails } from '../testing/subscription-details';
import { SubscriptionOverview } from './subscription-overview';

const PLANS: Plan[] = [
  {
    id: 'FREE',
    name: 'Free trial',
    prices: { monthly: 0, yearly: 0, currency: 'EUR' },
    limits: { courses: 3, assignees: 25, groups: false },
    features: ['trialDays', 'courses', 'assignees', 'reports'],
  },
  {
    id: 'PRO',
    name: 'Pro',
    prices: { monthly: 1200, yearly: 12000, currency: 'EUR' },
    limits: { courses: null, assignees: null, groups: true },
    features: ['unlimitedCourses', 'unlimitedAssignees', 'groups', 'reports', 'prioritySupport'],
  },
];

function renderOverview(
  subscription: () => Response,
  more: Record<string, (init: RequestInit | undefined) => Response> = {},
) {
  const api = fakeApi({
    'GET /api/v1/subscription': subscription,
    'GET /api/v1/plans': () => json(200, { items: PLANS, total: 2, page: 1, pageSize: 2 }),
    ...more,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderWithProviders(<SubscriptionOverview />);
  return api;
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => vi.unstubAllGlobals());

describe('SubscriptionOverview', () => {
  it('shows the trial, its days left and when it ends', async () => {
    renderOverview(() => json(200, subscriptionDetails()));
    const current = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(current).getByText('Free trial')).toBeTruthy();
    expect(within(current).getByText(/Trial$/)).toBeTruthy();
    expect(
      within(current).getByText('9 days left in your free trial. It ends on March 15, 2026.'),
    ).toBeTruthy();
    expect(within(current).queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  it('switches the Pro price between monthly and yearly, showing the saving', async () => {
    renderOverview(() => json(200, subscriptionDetails()));
    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(plain(within(pro).getByTestId('price-PRO').textContent)).toBe('€12');
    expect(within(pro).getByText('per month')).toBeTruthy();

    const yearly = screen.getByRole('radio', { name: /Yearly/ });
    expect(yearly.closest('label')?.textContent).toContain('Save 17%');
    fireEvent.click(yearly);
    expect(plain(within(pro).getByTestId('price-PRO').textContent)).toBe('€120');
    expect(within(pro).getByText('per year')).toBeTruthy();
    expect(plain(within(pro).getByText(/you save/).textContent)).toContain('€24');
  });

  it('asks for checkout with the chosen period, and explains when billing is not set up', async () => {
    const api = renderOverview(() => json(200, subscriptionDetails()), {
      'POST /api/v1/billing/checkout': () =>
        json(409, { error: { code: 'billing_not_configured', message: 'Stripe keys missing' } }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Yearly/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Online payment is not set up on this server. Ask your Slidewise administrator to change your plan.',
    );
    // In the card whose button was pressed, and focused: on a phone the cards stack far apart.
    expect(alert.closest('article')?.getAttribute('aria-labelledby')).toBe('plan-PRO-title');
    expect(document.activeElement).toBe(alert);
    expect(api.calls.find((c) => c.key === 'POST /api/v1/billing/checkout')?.body).toEqual({
      planId: 'PRO',
      interval: 'yearly',
    });
  });

  it('explains the limits in force once the trial is over', async () => {
    renderOverview(() =>
      json(
        200,
        subscriptionDetails({
          trial: { status: 'expired', daysLeft: 0 },
          limited: true,
          limits: { courses: 3, assignees: 25, groups: false },
        }),
      ),
    );
    const current = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(current).getByText('Your free trial ended on March 15, 2026.')).toBeTruthy();
    expect(
      within(current)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['up to 3 courses', 'up to 25 assignees per course', 'no groups']);
  });

  it('offers Manage billing to a paying leader, with the renewal date', async () => {
    const api = renderOverview(
      () =>
        json(
          200,
          subscriptionDetails({
            plan: 'PRO',
            status: 'active',
            renewsAt: '2027-01-31T12:00:00.000Z',
            trial: { status: 'expired', daysLeft: 0 },
            billing: { configured: true, canManage: true },
          }),
        ),
      {
        'POST /api/v1/billing/portal': () =>
          json(409, { error: { code: 'conflict', message: 'No billing account' } }),
      },
    );
    const current = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(current).getByText('Your plan renews on January 31, 2027.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
    fireEvent.click(within(current).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() =>
      expect(api.calls.map((c) => c.key)).toContain('POST /api/v1/billing/portal'),
    );
    expect(await within(current).findByRole('alert')).toBeTruthy();
  });

  it('starts a workspace for a learner-only account, then shows its trial', async () => {
    let leader = false;
    const api = renderOverview(
      () =>
        leader
          ? json(200, subscriptionDetails({ trial: { status: 'active', daysLeft: 14 } }))
          : json(404, { error: { code: 'not_found', message: 'Not found' } }),
      {
        'POST /api/v1/me/workspace': () => {
          leader = true;
          return json(201, {
            user: aUser({
              email: 'lee@example.com',
              displayName: 'Lee',
              createdAt: '2026-03-01T12:00:00.000Z',
            }),
            leader: {
              subscription: subscriptionDetails({ trial: { status: 'active', daysLeft: 14 } }),
            },
          });
        },
      },
    );
    const workspace = await screen.findByRole('region', { name: 'Start your own workspace' });
    expect(screen.queryByRole('region', { name: 'Your plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upgrade/ })).toBeNull();
    fireEvent.click(within(workspace).getByRole('button', { name: 'Start your own workspace' }));
    const current = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(current).getByText(/14 days left in your free trial/)).toBeTruthy();
    expect(api.calls.map((c) => c.key)).toContain('POST /api/v1/me/workspace');
  });

  it('says why a workspace could not be started', async () => {
    renderOverview(() => json(404, { error: { code: 'not_found', message: 'Not found' } }), {
      'POST /api/v1/me/workspace': () =>
        json(409, { error: { code: 'conflict', message: 'Already' } }),
    });
    const workspace = await screen.findByRole('region', { name: 'Start your own workspace' });
    fireEvent.click(within(workspace).getByRole('button', { name: 'Start your own workspace' }));
    expect(await within(workspace).findByRole('alert')).toBeTruthy();
  });

  it('compares courses, assignees, groups, reports and priority support', async () => {
    renderOverview(() => json(200, subscriptionDetails()));
    const table = await screen.findByRole('table', { name: 'Compare plans' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['Up to 3', 'Unlimited'],
      ['Up to 25', 'Unlimited'],
      ['Not included', 'Included'],
      ['Included', 'Included'],
      ['Not included', 'Included'],
    ]);
    expect(document.getElementById('compare')?.contains(table)).toBe(true);
  });
});
