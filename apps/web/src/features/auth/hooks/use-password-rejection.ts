import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { PASSWORD_RULES, type PasswordRule } from '@slidewise/shared/auth/password-rules';
import { ApiError } from '@/lib/api-client';
import { passwordPolicyQueryOptions } from '../api/get-password-policy';

/** The rules a refusal's details name (`{failed: [...]}`), or none when they name something else. */
function failedRules(details: unknown): PasswordRule[] {
  const failed = (details as { failed?: unknown } | null | undefined)?.failed;
  const rules: readonly unknown[] = PASSWORD_RULES;
  return Array.isArray(failed) && failed.every((rule) => rules.includes(rule))
    ? (failed as PasswordRule[])
    : [];
}

export interface PasswordRejection {
  /** The password the server refused; the rejection only applies while it is unchanged. */
  password: string;
  failed: PasswordRule[];
}

/**
 * Handles a `password-does-not-meet-requirements` answer: the policy may have
 * changed since it was fetched, so fetch it again, and remember what failed.
 */
export function usePasswordRejection() {
  const queryClient = useQueryClient();
  const [rejection, setRejection] = useState<PasswordRejection | null>(null);

  const handle = useCallback(
    (error: unknown, password: string): boolean => {
      if (!(error instanceof ApiError) || error.code !== 'password-does-not-meet-requirements')
        return false;
      setRejection({ password, failed: failedRules(error.details) });
      void queryClient.invalidateQueries({ queryKey: passwordPolicyQueryOptions().queryKey });
      return true;
    },
    [queryClient],
  );

  /** The rules the server refused for this password, or null when it said nothing about it. */
  const failedFor = (password: string) =>
    rejection?.password === password ? rejection.failed : null;

  return { handle, failedFor };
}
