import type { TFunction } from 'i18next';

export interface AssignResult {
  assigned: number;
  alreadyAssigned: number;
  invited: number;
}

/** The toast after assigning: who got it, who had it already, who was invited to join. */
export function assignResultMessage(t: TFunction, result: AssignResult): string {
  const parts = [
    result.assigned > 0 && t('assign.result.assigned', { count: result.assigned }),
    result.alreadyAssigned > 0 && t('assign.result.already', { count: result.alreadyAssigned }),
    result.invited > 0 && t('assign.result.invited', { count: result.invited }),
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' ') : t('assign.result.nobody');
}
