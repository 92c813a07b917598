import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  normaliseAnswer,
  previewFeedback,
  sameAnswer,
  scoreOf,
  toggleOption,
} from './answer';

const single = { question: 'Q', options: ['a', 'b', 'c'], multiple: false };
const multiple = { ...single, multiple: true };

describe('answerProblem', () => {
  it('asks for a choice when nothing is chosen', () => {
    expect(answerProblem([], single)).toBe('player.quiz.chooseOne');
    expect(answerProblem([], multiple)).toBe('player.quiz.chooseSome');
  });

  it('takes exactly one option for a single-answer question', () => {
    expect(answerProblem([1], single)).toBeNull();
    expect(answerProblem([0, 1], single)).toBe('player.quiz.chooseOne');
  });

  it('takes several options for a multiple-answer question', () => {
    expect(answerProblem([0, 2], multiple)).toBeNull();
  });

  it('refuses options that are not among those offered', () => {
    expect(answerProblem([3], single)).not.toBeNull();
    expect(answerProblem([-1], multiple)).not.toBeNull();
    expect(answerProblem([0.5], multiple)).not.toBeNull();
  });
});

describe('normaliseAnswer and sameAnswer', () => {
  it('sorts and de-duplicates, and compares regardless of order', () => {
    expect(normaliseAnswer([2, 0, 2])).toEqual([0, 2]);
    expect(sameAnswer([2, 0], [0, 2])).toBe(true);
    expect(sameAnswer([0], [0, 2])).toBe(false);
  });
});

describe('toggleOption', () => {
  it('adds in order and removes on a multiple-answer question, replaces on a single one', () => {
    expect(toggleOption([2], 0, true, true)).toEqual([0, 2]);
    expect(toggleOption([0, 2], 2, false, true)).toEqual([0]);
    expect(toggleOption([2], 0, true, false)).toEqual([0]);
  });
});

describe('previewFeedback', () => {
  it('grades against the editor answers, with the explanation', () => {
    expect(previewFeedback([1], { correct: [1], explanation: 'Because.' })).toEqual({
      correct: true,
      correctOptions: [1],
      explanation: 'Because.',
    });
    expect(previewFeedback([0], { correct: [2, 1] })).toEqual({
      correct: false,
      correctOptions: [1, 2],
      explanation: null,
    });
  });

  it('cannot call an answer right without a key', () => {
    expect(previewFeedback([0], undefined).correct).toBe(false);
  });
});

describe('scoreOf', () => {
  it('is the share of quiz slides answered correctly', () => {
    const slides = [
      { kind: 'content' as const },
      { kind: 'quiz' as const },
      { kind: 'quiz' as const },
    ];
    const verdicts = [null, { correct: true, correctOptions: [], explanation: null }, null];
    expect(scoreOf(slides, (index) => verdicts[index] ?? null)).toBe(50);
    expect(scoreOf([{ kind: 'content' }], () => null)).toBeNull();
  });
});
