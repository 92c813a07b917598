import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { isPlanLimitError, PlanLimitNotice, planLimitOf } from './plan-limit-notice';

const planLimit = (details: unknown) =>
  new ApiError({ status: 402, code: 'plan_limit', message: 'Plan limit reached', details });

describe('isPlanLimitError / planLimitOf', () => {
  it('recognises the 402 plan_limit answer and reads which limit', () => {
    const error = planLimit({ limit: 'courses', max: 3 });
    expect(isPlanLimitError(error)).toBe(true);
    expect(planLimitOf(error)).toEqual({ limit: 'courses', max: 3 });
  });

  it('ignores other errors and malformed details', () => {
    expect(isPlanLimitError(new ApiError({ status: 403, code: 'forbidden', message: '' }))).toBe(
      false,
    );
    expect(isPlanLimitError(new Error('plan_limit'))).toBe(false);
    expect(isPlanLimitError(null)).toBe(false);
    expect(planLimitOf(planLimit({ limit: 'slides', max: 3 }))).toBeNull();
  });
});

describe('PlanLimitNotice', () => {
  it.each([
    [{ limit: 'courses', max: 3 }, 'Your plan allows 3 courses. Upgrade to Pro to create more.'],
    [{ limit: 'courses', max: 1 }, 'Your plan allows 1 course. Upgrade to Pro to create more.'],
    [
      { limit: 'assignees', max: 25 },
      'Your plan allows 25 assignees. Upgrade to Pro to assign more people.',
    ],
    [
      { limit: 'groups', max: null },
      'Your plan does not include groups. Upgrade to Pro to create and manage groups.',
    ],
    [undefined, 'Your plan does not include this. Upgrade to Pro to continue.'],
  ])('explains %j and links to the upgrade', (details, text) => {
    renderWithProviders(<PlanLimitNotice error={planLimit(details)} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(within(alert).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('shows nothing for any other error', () => {
    const { container } = renderWithProviders(
      <PlanLimitNotice error={new ApiError({ status: 409, code: 'conflict', message: '' })} />,
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
