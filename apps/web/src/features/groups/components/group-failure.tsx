import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/**
 * Why a change to a group failed: the plan limit (as the route renders it, with the
 * upgrade), an account without a workspace, or the translated error.
 */
export function GroupFailure({
  error,
  renderPlanLimit,
}: {
  error: unknown;
  renderPlanLimit?: ((error: unknown) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.code === 'plan_limit' && renderPlanLimit)
    return <>{renderPlanLimit(error)}</>;
  if (error instanceof ApiError && error.status === 403)
    return <Alert tone="error">{t('groups.errors.noWorkspace')}</Alert>;
  return <Alert tone="error">{errorMessage(t, error)}</Alert>;
}
