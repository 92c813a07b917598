const DAY = 24 * 60 * 60 * 1000;

/** Whole days since the due date passed; at least one, since overdue work is at least a day late. */
export function daysOverdue(dueAt: string, now: number = Date.now()): number {
  const late = now - new Date(dueAt).getTime();
  return Math.max(1, Math.floor(late / DAY));
}
