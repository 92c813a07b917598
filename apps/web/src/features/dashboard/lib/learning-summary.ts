import type { LearningCard } from '@slidewise/shared/learning/assignment';

export interface LearningSummary {
  counts: {
    total: number;
    notStarted: number;
    inProgress: number;
    completed: number;
    overdue: number;
  };
  /** What to do next: the open course due soonest (overdue ones first), else one already begun. */
  next: LearningCard | null;
  /** Courses begun and not finished, most advanced first. */
  inProgress: LearningCard[];
}

const byDue = (a: LearningCard, b: LearningCard) => {
  if (a.dueAt && b.dueAt) return a.dueAt.localeCompare(b.dueAt);
  return a.dueAt ? -1 : b.dueAt ? 1 : 0;
};

/** A learner's assigned courses, summed up for their dashboard. */
export function summarizeLearning(cards: LearningCard[]): LearningSummary {
  const counts = { total: cards.length, notStarted: 0, inProgress: 0, completed: 0, overdue: 0 };
  for (const card of cards) {
    if (card.status === 'not_started') counts.notStarted += 1;
    else if (card.status === 'in_progress') counts.inProgress += 1;
    else if (card.status === 'completed') counts.completed += 1;
    else counts.overdue += 1;
  }
  const open = cards.filter((card) => card.status !== 'completed');
  const begun = open
    .filter((card) => card.progress > 0 || card.status === 'in_progress')
    .sort((a, b) => b.progress - a.progress || byDue(a, b));
  const due = open.filter((card) => card.dueAt).sort(byDue);
  const next = due[0] ?? begun[0] ?? open[0] ?? null;
  return { counts, next, inProgress: begun };
}
