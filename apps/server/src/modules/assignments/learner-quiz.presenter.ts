import { createHash } from 'node:crypto';
import { rightAnswer } from '@slidewise/shared/courses/grading';
import type { Quiz } from '@slidewise/shared/courses/quiz';
import type { AnswerFeedback, LearnerQuiz } from '@slidewise/shared/learning/player';
import { learnerQuizOf } from '@slidewise/shared/learning/learner-quiz';

/**
 * A stable shuffle (the same for one learner on every load) that never returns
 * the list in its original, correct order when the list has two distinct items.
 */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  const digest = createHash('sha256').update(seed).digest();
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = digest.readUInt16BE((i * 2) % (digest.length - 1)) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  if (out.every((v, i) => v === items[i])) out.push(out.shift()!);
  return out;
}

/** A quiz as the learner gets it before answering, in an order of their own. */
export const presentLearnerQuiz = (quiz: Quiz, seed: string): LearnerQuiz =>
  learnerQuizOf(quiz, (items) => shuffled(items, seed));

/** Answers per option of a poll, from every stored answer (any of another shape is skipped). */
export function pollDistribution(optionCount: number, answers: (string | null)[]): number[] {
  const counts = Array.from({ length: optionCount }, () => 0);
  for (const stored of answers) {
    const answer: unknown = stored ? JSON.parse(stored) : null;
    if (!Array.isArray(answer)) continue;
    for (const i of answer) if (typeof i === 'number' && i < optionCount) counts[i]! += 1;
  }
  return counts;
}

/** What the learner sees once they have answered. */
export function presentFeedback(
  quiz: Quiz,
  correct: boolean,
  distribution: number[] | undefined,
): AnswerFeedback {
  if (quiz.type === 'poll') return { explanation: null, distribution: distribution ?? [] };
  const explanation = quiz.explanation ?? null;
  if (!quiz.type || quiz.type === 'choice') {
    return { correct, correctOptions: quiz.correct, explanation };
  }
  return { correct, correctAnswer: rightAnswer(quiz)!, explanation };
}
