import { gradeAnswer, rightAnswer } from '@slidewise/shared/courses/grading';
import type { ChoiceQuiz, Quiz, QuizAnswer } from '@slidewise/shared/courses/quiz';
import type { LearnerSlide } from '@slidewise/shared/learning/player';

export type Feedback = NonNullable<LearnerSlide['feedback']>;
type QuizShape = { options: string[]; multiple: boolean };

/** What a preview needs to grade a slide: a choice quiz's answers, or the whole quiz of another type. */
export type PreviewKey = { correct: number[]; explanation?: string } | Exclude<Quiz, ChoiceQuiz>;

/**
 * Why a choice cannot be sent yet (a `player.quiz.*` key), or null when it can:
 * at least one option, exactly one for a single-answer question, all among the options.
 */
export function answerProblem(selected: readonly number[], quiz: QuizShape): string | null {
  if (selected.length === 0) {
    return quiz.multiple ? 'player.quiz.chooseSome' : 'player.quiz.chooseOne';
  }
  if (!quiz.multiple && selected.length !== 1) return 'player.quiz.chooseOne';
  if (selected.some((option) => !Number.isInteger(option) || option < 0)) {
    return 'player.quiz.chooseOne';
  }
  if (selected.some((option) => option >= quiz.options.length)) return 'player.quiz.chooseOne';
  return null;
}

/** The answer as it is sent: each option once, in order. */
export function normaliseAnswer(selected: readonly number[]): number[] {
  return [...new Set(selected)].sort((a, b) => a - b);
}

/** The options chosen after ticking (`checked`) or unticking one: a single-answer question keeps only it. */
export function toggleOption(
  chosen: readonly number[],
  option: number,
  checked: boolean,
  multiple: boolean,
): number[] {
  if (!multiple) return [option];
  return checked
    ? normaliseAnswer([...chosen, option])
    : chosen.filter((value) => value !== option);
}

export function sameAnswer(a: readonly number[], b: readonly number[]): boolean {
  const left = normaliseAnswer(a);
  const right = normaliseAnswer(b);
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

/** A preview's feedback, worked out here from the editor's answers (nothing is sent). */
export function previewFeedback(answer: QuizAnswer, key: PreviewKey | undefined): Feedback {
  if (!key) return { correct: false, correctOptions: [], explanation: null };
  if ('type' in key) {
    if (key.type === 'poll') {
      // Only this one answer exists in a preview.
      const chosen = answer as number[];
      return {
        explanation: null,
        distribution: key.options.map((_, i) => (chosen.includes(i) ? 1 : 0)),
      };
    }
    return {
      correct: gradeAnswer(key, answer) ?? false,
      correctAnswer: rightAnswer(key)!,
      explanation: key.explanation?.trim() ? key.explanation : null,
    };
  }
  const chosen = answer as number[];
  return {
    correct: sameAnswer(chosen, key.correct),
    correctOptions: normaliseAnswer(key.correct),
    explanation: key.explanation?.trim() ? key.explanation : null,
  };
}

/** The share of quiz slides answered correctly (0–100), or null for a course without quizzes. */
export function scoreOf(
  slides: Pick<LearnerSlide, 'kind' | 'quiz'>[],
  feedback: (index: number) => Feedback | null,
): number | null {
  // Polls are answered but never scored.
  const quizzes = slides.flatMap((slide, index) =>
    slide.kind === 'quiz' && !(slide.quiz && 'type' in slide.quiz && slide.quiz.type === 'poll')
      ? [index]
      : [],
  );
  if (quizzes.length === 0) return null;
  const correct = quizzes.filter((index) => feedback(index)?.correct).length;
  return Math.round((100 * correct) / quizzes.length);
}
