import type {
  ChoiceQuiz,
  FillBlankQuiz,
  MatchingQuiz,
  OrderingQuiz,
  Quiz,
  QuizAnswer,
  TrueFalseQuiz,
} from './quiz.js';

/**
 * One grading function per graded quiz type. Each takes an answer already checked
 * by `checkAnswerShape` and says whether it is right. Only the server grades;
 * scoring calls `gradeAnswer`, which returns null for polls (never scored).
 */

export function gradeChoice(quiz: ChoiceQuiz, answer: number[]): boolean {
  const chosen = [...new Set(answer)].sort((a, b) => a - b);
  const right = [...quiz.correct].sort((a, b) => a - b);
  return chosen.length === right.length && chosen.every((v, i) => v === right[i]);
}

export function gradeTrueFalse(quiz: TrueFalseQuiz, answer: boolean): boolean {
  return answer === quiz.correct;
}

export function gradeOrdering(quiz: OrderingQuiz, answer: string[]): boolean {
  return answer.length === quiz.items.length && answer.every((v, i) => v === quiz.items[i]);
}

export function gradeMatching(quiz: MatchingQuiz, answer: [string, string][]): boolean {
  const rightOf = new Map(quiz.pairs.map(([left, right]) => [left, right]));
  return (
    answer.length === quiz.pairs.length &&
    answer.every(([left, right]) => rightOf.get(left) === right)
  );
}

/** Trimmed, inner spaces collapsed, and case-insensitive unless the blank says otherwise. */
export function blankMatches(blank: FillBlankQuiz['blanks'][number], entry: string): boolean {
  const norm = (s: string) => {
    const spaced = s.trim().replace(/\s+/g, ' ');
    return blank.caseSensitive ? spaced : spaced.toLocaleLowerCase();
  };
  return blank.accepted.some((accepted) => norm(accepted) === norm(entry));
}

export function gradeFillBlank(quiz: FillBlankQuiz, answer: string[]): boolean {
  return (
    answer.length === quiz.blanks.length && quiz.blanks.every((b, i) => blankMatches(b, answer[i]!))
  );
}

/** Whether the answer is right; null when the quiz has no right answer (a poll). */
export function gradeAnswer(quiz: Quiz, answer: QuizAnswer): boolean | null {
  switch (quiz.type) {
    case undefined:
    case 'choice':
      return gradeChoice(quiz, answer as number[]);
    case 'true_false':
      return gradeTrueFalse(quiz, answer as boolean);
    case 'ordering':
      return gradeOrdering(quiz, answer as string[]);
    case 'matching':
      return gradeMatching(quiz, answer as [string, string][]);
    case 'fill_blank':
      return gradeFillBlank(quiz, answer as string[]);
    case 'poll':
      return null;
  }
}

/** The right answer, shown to the learner once they have answered. */
export function rightAnswer(
  quiz: Quiz,
): number[] | boolean | string[] | [string, string][] | string[][] | null {
  switch (quiz.type) {
    case undefined:
    case 'choice':
      return quiz.correct;
    case 'true_false':
      return quiz.correct;
    case 'ordering':
      return quiz.items;
    case 'matching':
      return quiz.pairs;
    case 'fill_blank':
      return quiz.blanks.map((b) => b.accepted);
    case 'poll':
      return null;
  }
}
