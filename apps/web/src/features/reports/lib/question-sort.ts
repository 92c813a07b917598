import type { z } from 'zod';
import type { questionReportRowSchema } from '@slidewise/shared/reports/reports';
import type { SortState } from './report-search';

export type QuestionRow = z.infer<typeof questionReportRowSchema>;
type QuestionColumn = 'position' | 'answered' | 'correct' | 'correctRate';

/**
 * The quiz questions in the order asked for. By default the lowest share of right answers
 * comes first, so the slides that confuse people stand out; a question nobody has answered
 * yet has no share and always comes last. Ties keep the course's slide order.
 */
export function sortQuestions(rows: QuestionRow[], { sort, order }: SortState): QuestionRow[] {
  const column = (
    ['position', 'answered', 'correct', 'correctRate'].includes(sort) ? sort : 'correctRate'
  ) as QuestionColumn;
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[column];
    const y = b[column];
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return sign * (x - y);
    }
    return a.position - b.position;
  });
}
