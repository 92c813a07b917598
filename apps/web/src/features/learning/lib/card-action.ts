import type { LearningCard } from '@slidewise/shared/learning/assignment';

export type CardAction = 'start' | 'continue' | 'review';

/** The card's button: Review once completed, Continue once begun, else Start. */
export function cardAction(
  card: Pick<LearningCard, 'status' | 'progress' | 'lastSlideId'>,
): CardAction {
  if (card.status === 'completed' || card.status === 'failed') return 'review';
  return card.progress > 0 || card.lastSlideId !== null || card.status === 'in_progress'
    ? 'continue'
    : 'start';
}

/** Past its due date and not completed (the server marks it `overdue`). */
export function isOverdue(card: Pick<LearningCard, 'status'>): boolean {
  return card.status === 'overdue';
}

/**
 * The order of the cards: what needs doing first. Overdue, then in progress and
 * not started by due date (undated last), completed at the end.
 */
export function sortCards<T extends Pick<LearningCard, 'status' | 'dueAt' | 'title'>>(
  cards: T[],
): T[] {
  const rank = { overdue: 0, in_progress: 1, not_started: 1, failed: 2, completed: 3 } as const;
  const due = (card: T) => (card.dueAt ? Date.parse(card.dueAt) : Number.POSITIVE_INFINITY);
  return [...cards].sort(
    (a, b) => rank[a.status] - rank[b.status] || due(a) - due(b) || a.title.localeCompare(b.title),
  );
}
