import type { z } from 'zod';
import type { addMembersResultSchema } from '@slidewise/shared/groups/group';

export type AddMembersResult = z.infer<typeof addMembersResultSchema>;

/**
 * The parts of the "people added" message, in order: how many joined, then how
 * many of them were invited by e-mail and how many were members already (each
 * only when there were some).
 */
export function addResultParts(
  result: AddMembersResult,
): { part: 'added' | 'invited' | 'alreadyMembers'; count: number }[] {
  return [
    { part: 'added' as const, count: result.added },
    { part: 'invited' as const, count: result.invited },
    { part: 'alreadyMembers' as const, count: result.alreadyMembers },
  ].filter(({ part, count }) => part === 'added' || count > 0);
}
