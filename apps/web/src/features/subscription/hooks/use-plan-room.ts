import type { PlanLimitDetails } from '@slidewise/shared/subscription/plans';
import { useSubscription } from '../api/get-subscription';

/**
 * The limit this workspace has already reached for `kind`, or null while there is room
 * (or while it is not known): the screen shows the limit instead of a form that fails.
 */
export function usePlanRoom(kind: 'courses' | 'groups'): {
  pending: boolean;
  reached: PlanLimitDetails | null;
} {
  const { data, isPending } = useSubscription();
  if (!data) return { pending: isPending, reached: null };
  if (kind === 'groups') {
    return {
      pending: false,
      reached: data.limits.groups ? null : { limit: 'groups', max: null },
    };
  }
  const max = data.limits.courses;
  return {
    pending: false,
    reached: max !== null && data.usage.courses >= max ? { limit: 'courses', max } : null,
  };
}
