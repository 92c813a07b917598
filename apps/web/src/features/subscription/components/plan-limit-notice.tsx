import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  planLimitDetailsSchema,
  type PlanLimitDetails,
} from '@slidewise/shared/subscription/plans';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

/** The limit an error ran into, when it is the server's 402 `plan_limit`; else null. */
export function planLimitOf(error: unknown): PlanLimitDetails | null {
  if (!(error instanceof ApiError) || error.code !== 'plan_limit') return null;
  const details = planLimitDetailsSchema.safeParse(error.details);
  return details.success ? details.data : null;
}

export function isPlanLimitError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'plan_limit';
}

/**
 * Explains a blocked action and offers the upgrade: the limit known before the form
 * (`limit`), or the server's 402 `plan_limit` (`error`). Renders nothing otherwise, so
 * a form can pass it whatever its mutation failed with.
 */
export function PlanLimitNotice({
  error,
  limit: known,
}: {
  error?: unknown;
  limit?: PlanLimitDetails | null;
}) {
  const { t } = useTranslation();
  if (!known && !isPlanLimitError(error)) return null;
  const limit = known ?? planLimitOf(error);
  const message =
    limit?.limit === 'courses' && limit.max !== null
      ? t('subscription.limit.courses', { count: limit.max })
      : limit?.limit === 'assignees' && limit.max !== null
        ? t('subscription.limit.assignees', { count: limit.max })
        : limit?.limit === 'groups'
          ? t('subscription.limit.groups')
          : t('subscription.limit.generic');
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-secondary-300 bg-secondary-50 px-4 py-3 text-sm text-secondary-950 dark:border-secondary-700 dark:bg-secondary-950 dark:text-secondary-50"
    >
      <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1">{message}</p>
      <Link
        to={paths.subscription}
        className="rounded-lg bg-primary-700 px-3 py-1.5 font-semibold text-white hover:bg-primary-800"
      >
        {t('subscription.limit.upgrade')}
      </Link>
    </div>
  );
}
