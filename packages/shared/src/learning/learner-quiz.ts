import type { Quiz } from '../courses/quiz.js';
import type { LearnerQuiz } from './player.js';

/**
 * A quiz as the learner gets it before answering: no right answer, in any form. `scramble` puts
 * the items to order and the right-hand sides to match out of their right order (the server
 * shuffles per learner; the editor's preview, which has no learner, rotates).
 */
export function learnerQuizOf(quiz: Quiz, scramble: <T>(items: readonly T[]) => T[]): LearnerQuiz {
  switch (quiz.type) {
    case undefined:
    case 'choice':
      return { question: quiz.question, options: quiz.options, multiple: quiz.multiple };
    case 'true_false':
      return { type: quiz.type, question: quiz.question };
    case 'ordering':
      return { type: quiz.type, question: quiz.question, items: scramble(quiz.items) };
    case 'matching':
      return {
        type: quiz.type,
        question: quiz.question,
        left: quiz.pairs.map((pair) => pair[0]),
        right: scramble(quiz.pairs.map((pair) => pair[1])),
      };
    case 'fill_blank':
      return { type: quiz.type, question: quiz.question, blanks: quiz.blanks.length };
    case 'poll':
      return {
        type: quiz.type,
        question: quiz.question,
        options: quiz.options,
        multiple: quiz.multiple,
      };
  }
}
