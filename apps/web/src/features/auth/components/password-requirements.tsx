import { Check, Circle, X } from 'lucide-react';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  activeRules,
  checkPassword,
  type PasswordPolicy,
  type PasswordRule,
} from '@slidewise/shared/auth/password-rules';
import { Alert } from '@/components/alert';
import { cn } from '@/lib/class-names';
import { usePasswordPolicy } from '../api/get-password-policy';

function ruleLabel(t: TFunction, rule: PasswordRule, policy: PasswordPolicy | undefined): string {
  const count = rule === 'maxLength' ? policy?.maxLength : policy?.minLength;
  return t(`password.rules.${rule}`, { count: count ?? 0 });
}

/**
 * The server's password policy as a live checklist. Only changed items are
 * announced (aria-live polite), so typing does not flood a screen reader.
 */
export function PasswordChecklist({
  password,
  serverFailed,
}: {
  password: string;
  serverFailed: readonly PasswordRule[] | null;
}) {
  const { t } = useTranslation();
  const { data: policy } = usePasswordPolicy();
  const headingId = useId();
  if (!policy) return null;

  const failed = new Set([...checkPassword(password, policy), ...(serverFailed ?? [])]);
  return (
    <div className="rounded-lg bg-surface-sunken px-3 py-2.5">
      <p id={headingId} className="text-xs font-medium text-fg-muted">
        {t('password.requirements')}
      </p>
      <ul aria-live="polite" aria-labelledby={headingId} className="mt-1.5 grid gap-1 text-sm">
        {activeRules(policy).map((rule) => {
          const state = password === '' ? 'pending' : failed.has(rule) ? 'unmet' : 'met';
          const Icon = state === 'met' ? Check : state === 'unmet' ? X : Circle;
          return (
            <li
              key={rule}
              data-rule={rule}
              data-state={state}
              className={cn(
                'flex items-center gap-2',
                state === 'met' && 'text-emerald-800 dark:text-emerald-300',
                state === 'unmet' && 'text-red-800 dark:text-red-300',
                state === 'pending' && 'text-fg-muted',
              )}
            >
              <Icon
                aria-hidden="true"
                className={cn('size-4 shrink-0', state === 'pending' && 'size-3')}
              />
              <span>
                {ruleLabel(t, rule, policy)}
                {state !== 'pending' && (
                  <span className="sr-only"> ({t(`password.${state}`)})</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Which rules the server refused, after a `password-does-not-meet-requirements` answer. */
export function PasswordRejectedAlert({ failed }: { failed: readonly PasswordRule[] }) {
  const { t } = useTranslation();
  const { data: policy } = usePasswordPolicy();
  return (
    <Alert tone="error">
      <p className="font-medium">{t('errors.password-does-not-meet-requirements')}</p>
      {failed.length > 0 && (
        <ul className="list-disc ps-5">
          {failed.map((rule) => (
            <li key={rule}>{ruleLabel(t, rule, policy)}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
