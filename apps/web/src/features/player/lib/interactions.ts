import type { LearnerQuiz } from '@slidewise/shared/learning/player';

export type TypedQuiz = Extract<LearnerQuiz, { type: string }>;

/** Any interaction but a choice question (which keeps its own component). */
export const isTypedQuiz = (quiz: LearnerQuiz | undefined): quiz is TypedQuiz =>
  quiz !== undefined && 'type' in quiz;

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved!);
  return out;
}

/** A fill-in-the-blank question cut into its text and its blanks ({1} → {blank: 1}). */
export function splitBlanks(question: string): (string | { blank: number })[] {
  return question
    .split(/(\{\d\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^\{(\d)\}$/.exec(part);
      return match ? { blank: Number(match[1]) } : part;
    });
}
