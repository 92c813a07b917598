import { blankMatches } from '@slidewise/shared/courses/grading';
import type { Quiz } from '@slidewise/shared/courses/quiz';
import type { QuestionReportRow } from '@slidewise/shared/reports/reports';

/** One distinct answer to a quiz slide and how many gave it (answer null: nobody answered). */
export interface AnswerTally {
  id: string;
  position: number;
  quiz: string | null;
  answer: string | null;
  correct: number | boolean | null;
  given: number | string | null;
}

const WRONG_ENTRIES_SHOWN = 3;

const parse = (answer: string): unknown => JSON.parse(answer);
const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');
const pairs = (value: unknown): value is [string, string][] =>
  Array.isArray(value) && value.every((p) => strings(p) && p.length === 2);

/** The largest counts first, then alphabetically: a stable "most common". */
function ranked<T extends { count: number }>(
  counts: Map<string, number>,
  make: (key: string, count: number) => T,
) {
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([key, count]) => make(key, count));
}

const add = (counts: Map<string, number>, key: string, n: number) =>
  counts.set(key, (counts.get(key) ?? 0) + n);

/**
 * The per-question report of a course from its answer tallies (rows in slide order):
 * the correct rate of graded questions; for a poll how everyone split; for ordering
 * and matching the most common wrong answer; for fill-in-the-blank the most common
 * wrong entries of each blank. Answers of another shape (the slide changed type
 * after people answered) still count as answered and are otherwise left out.
 */
export function questionReport(rows: AnswerTally[]): QuestionReportRow[] {
  const bySlide = new Map<string, AnswerTally[]>();
  for (const row of rows) bySlide.set(row.id, [...(bySlide.get(row.id) ?? []), row]);
  return [...bySlide.values()].map((tallies) => {
    const first = tallies[0]!;
    const quiz = (first.quiz ? JSON.parse(first.quiz) : null) as Quiz | null;
    const type = quiz?.type ?? 'choice';
    const given = tallies.filter((t) => t.answer !== null);
    const answered = given.reduce((sum, t) => sum + Number(t.given), 0);
    const correct = given
      .filter((t) => Number(t.correct) === 1)
      .reduce((sum, t) => sum + Number(t.given), 0);
    const wrong = given.filter((t) => t.correct !== null && Number(t.correct) === 0);
    const row: QuestionReportRow = {
      slideId: first.id,
      position: Number(first.position) + 1,
      type,
      question: quiz?.question ?? '',
      answered,
      correct,
      correctRate: type === 'poll' || !answered ? null : Math.round((100 * correct) / answered),
    };
    if (quiz?.type === 'poll') {
      const counts = quiz.options.map(() => 0);
      for (const t of given) {
        const answer = parse(t.answer!);
        if (!Array.isArray(answer)) continue;
        for (const i of answer)
          if (typeof i === 'number' && i < counts.length) counts[i]! += Number(t.given);
      }
      row.distribution = quiz.options.map((option, i) => ({ option, count: counts[i]! }));
    } else if (quiz?.type === 'ordering' || quiz?.type === 'matching') {
      const counts = new Map<string, number>();
      for (const t of wrong) {
        const answer = parse(t.answer!);
        if (quiz.type === 'ordering' && strings(answer))
          add(counts, answer.join(' → '), Number(t.given));
        if (quiz.type === 'matching' && pairs(answer))
          add(counts, answer.map(([l, r]) => `${l} = ${r}`).join('; '), Number(t.given));
      }
      row.commonWrong = ranked(counts, (answer, count) => ({ answer, count }))[0] ?? null;
    } else if (quiz?.type === 'fill_blank') {
      const perBlank = quiz.blanks.map(() => new Map<string, number>());
      for (const t of wrong) {
        const answer = parse(t.answer!);
        if (!strings(answer)) continue;
        quiz.blanks.forEach((blank, i) => {
          const entry = (answer[i] ?? '').trim().replace(/\s+/g, ' ');
          if (!blankMatches(blank, entry)) {
            add(
              perBlank[i]!,
              blank.caseSensitive ? entry : entry.toLocaleLowerCase(),
              Number(t.given),
            );
          }
        });
      }
      row.blanks = perBlank.map((counts, i) => ({
        blank: i + 1,
        wrong: ranked(counts, (entry, count) => ({ entry, count })).slice(0, WRONG_ENTRIES_SHOWN),
      }));
    }
    return row;
  });
}

/** The report's extra column in the CSV: a poll's split, or the most common wrong answers. */
export function answersInWords(row: QuestionReportRow): string {
  if (row.distribution) return row.distribution.map((d) => `${d.option}: ${d.count}`).join('; ');
  if (row.commonWrong) return `${row.commonWrong.answer} (${row.commonWrong.count})`;
  if (row.blanks) {
    return row.blanks
      .filter((b) => b.wrong.length)
      .map((b) => `{${b.blank}} ${b.wrong.map((w) => `${w.entry} (${w.count})`).join(', ')}`)
      .join('; ');
  }
  return '';
}
