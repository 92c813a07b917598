import { describe, expect, it } from 'vitest';
import { sortQuestions, type QuestionRow } from './question-sort';

const row = (position: number, answered: number, correct: number): QuestionRow => ({
  slideId: `s${position}`,
  position,
  type: 'choice',
  question: `Q${position}`,
  answered,
  correct,
  correctRate: answered ? Math.round((100 * correct) / answered) : null,
});

const rows = [row(1, 4, 4), row(2, 4, 1), row(3, 0, 0), row(4, 2, 1), row(5, 4, 2)];
const positions = (list: QuestionRow[]) => list.map((r) => r.position);

describe('sortQuestions', () => {
  it('puts the most missed first, ties in slide order, and the unanswered last', () => {
    expect(positions(sortQuestions(rows, { sort: 'correctRate', order: 'asc' }))).toEqual([
      2, 4, 5, 1, 3,
    ]);
  });

  it('keeps the unanswered last the other way round too', () => {
    expect(positions(sortQuestions(rows, { sort: 'correctRate', order: 'desc' }))).toEqual([
      1, 4, 5, 2, 3,
    ]);
  });

  it('sorts by slide, answers or right answers', () => {
    expect(positions(sortQuestions(rows, { sort: 'position', order: 'desc' }))).toEqual([
      5, 4, 3, 2, 1,
    ]);
    expect(positions(sortQuestions(rows, { sort: 'answered', order: 'desc' }))).toEqual([
      1, 2, 5, 4, 3,
    ]);
    expect(positions(sortQuestions(rows, { sort: 'correct', order: 'asc' }))).toEqual([
      3, 2, 4, 5, 1,
    ]);
  });

  it('leaves the list it was given alone', () => {
    sortQuestions(rows, { sort: 'position', order: 'desc' });
    expect(positions(rows)).toEqual([1, 2, 3, 4, 5]);
  });
});
