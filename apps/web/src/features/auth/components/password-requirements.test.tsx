import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '@slidewise/shared/auth/password-policy';
import { passwordPolicyQueryOptions } from '../api/get-password-policy';
import { PasswordChecklist } from './password-requirements';

const policy: PasswordPolicy = {
  minLength: 10,
  maxLength: 64,
  requireLowercase: true,
  requireUppercase: false,
  requireNumeric: true,
  requireNonAlphanumeric: false,
};

function withPolicy(children: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(passwordPolicyQueryOptions().queryKey, policy);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function states(): Record<string, string | null> {
  return Object.fromEntries(
    screen.getAllByRole('listitem').map((item) => [item.dataset.rule, item.dataset.state ?? null]),
  );
}

describe('PasswordChecklist', () => {
  it('lists only the rules the policy turns on, with its numbers', () => {
    render(withPolicy(<PasswordChecklist password="" serverFailed={null} />));
    expect(Object.keys(states())).toEqual([
      'minLength',
      'maxLength',
      'requireLowercase',
      'requireNumeric',
      'notCommon',
    ]);
    expect(screen.getByText('At least 10 characters')).toBeTruthy();
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('polite');
  });

  it('marks each rule met or unmet as the person types', () => {
    const { rerender } = render(
      withPolicy(<PasswordChecklist password="abc" serverFailed={null} />),
    );
    expect(states()).toEqual({
      minLength: 'unmet',
      maxLength: 'met',
      requireLowercase: 'met',
      requireNumeric: 'unmet',
      notCommon: 'met',
    });
    rerender(withPolicy(<PasswordChecklist password="abcdefgh12" serverFailed={null} />));
    expect(Object.values(states()).every((state) => state === 'met')).toBe(true);
    expect(screen.getAllByText('(met)')).toHaveLength(5);
  });

  it('shows what the server refused even when the local check passed', () => {
    render(withPolicy(<PasswordChecklist password="abcdefgh12" serverFailed={['notCommon']} />));
    expect(states().notCommon).toBe('unmet');
  });
});
