import type { Assignee } from '@slidewise/shared/learning/assignment';

/** How a person is named on screen: their name, else their address. */
export function personName(assignee: Pick<Assignee, 'displayName' | 'email'>): string {
  return assignee.displayName?.trim() || assignee.email;
}
