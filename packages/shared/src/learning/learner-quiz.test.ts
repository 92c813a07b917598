import { describe, expect, it } from 'vitest';
import { learnerQuizOf } from './learner-quiz.js';

const reversed = <T>(items: readonly T[]) => [...items].reverse();

describe('learnerQuizOf', () => {
  it('gives no right answer away, and scrambles what is to be ordered or matched', () => {
    expect(
      learnerQuizOf(
        { question: 'Sky?', options: ['Green', 'Blue'], correct: [1], multiple: false },
        reversed,
      ),
    ).toEqual({ question: 'Sky?', options: ['Green', 'Blue'], multiple: false });
    expect(
      learnerQuizOf(
        { type: 'true_false', question: 'Water is wet.', correct: true, explanation: 'Yes.' },
        reversed,
      ),
    ).toEqual({ type: 'true_false', question: 'Water is wet.' });
    expect(
      learnerQuizOf({ type: 'ordering', question: 'Order', items: ['a', 'b', 'c'] }, reversed),
    ).toEqual({ type: 'ordering', question: 'Order', items: ['c', 'b', 'a'] });
    expect(
      learnerQuizOf(
        {
          type: 'matching',
          question: 'Match',
          pairs: [
            ['1', 'one'],
            ['2', 'two'],
          ],
        },
        reversed,
      ),
    ).toEqual({ type: 'matching', question: 'Match', left: ['1', '2'], right: ['two', 'one'] });
    expect(
      learnerQuizOf(
        {
          type: 'fill_blank',
          question: 'A {1} b {2}',
          blanks: [{ accepted: ['x'] }, { accepted: ['y'] }],
        },
        reversed,
      ),
    ).toEqual({ type: 'fill_blank', question: 'A {1} b {2}', blanks: 2 });
  });
});
