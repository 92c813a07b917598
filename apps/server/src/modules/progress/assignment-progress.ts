import { sql, type SqlBool } from 'kysely';
import { scorePercent } from '@slidewise/shared/learning/certification';

/**
 * The one definition of an assignment's progress, status and score. The learner's
 * progress events store what this computes; the assignee table, the reports, the
 * dashboard and the learner's card all read those stored figures, and derive
 * "overdue" with the SQL below. Pass marks, attempts and sign-off (issue 12, in
 * learning.service `settle`) build on it: "finished" below is an attempt finished.
 */

/** What the learner has done in a course, counted against its current slides. */
export interface ProgressTally {
  slides: number;
  /** Graded questions (quiz slides). */
  graded: number;
  /** Slides opened at all (a quiz counts even when not answered). */
  viewed: number;
  /** Content slides viewed plus quiz slides answered. */
  done: number;
  /** Quiz slides answered correctly. */
  correct: number;
}

export interface AssignmentProgress {
  status: 'not_started' | 'in_progress' | 'completed';
  /** 0–100: the share of slides done; a quiz counts only once answered. 100 only when completed. */
  progress: number;
  /** 0–100, the share of quiz slides answered correctly; known once completed (null before, or with no quiz). */
  score: number | null;
  completedAt: string | null;
}

export function assignmentProgress(
  t: ProgressTally,
  completedBefore: string | null,
  nowIso: string,
): AssignmentProgress {
  const finished = t.slides > 0 && t.done >= t.slides;
  // A completed course stays completed, even when the leader adds slides later.
  const completedAt = completedBefore ?? (finished ? nowIso : null);
  if (completedAt) {
    return {
      status: 'completed',
      progress: 100,
      score: scorePercent(Math.min(t.correct, t.graded), t.graded),
      completedAt,
    };
  }
  return {
    status: t.viewed > 0 ? 'in_progress' : 'not_started',
    progress: t.slides ? Math.min(99, Math.floor((100 * t.done) / t.slides)) : 0,
    score: null,
    completedAt: null,
  };
}

/** Overdue: not completed (nor failed, issue 12) and the due date has passed (UTC). */
export function isOverdue(nowIso: string) {
  return sql<SqlBool>`(assignments.status not in ('completed', 'failed') and assignments.due_at is not null and assignments.due_at < ${nowIso})`;
}

/** The status people see: the stored one, or overdue. */
export function effectiveStatus(nowIso: string) {
  return sql<string>`case when ${isOverdue(nowIso)} then 'overdue' else assignments.status end`;
}
