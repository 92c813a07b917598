import { quizTypeOf, type ChoiceQuiz, type Quiz } from '@slidewise/shared/courses/quiz';
import type { Slide } from '@slidewise/shared/courses/slide';
import type { LearnerQuiz, LearnerSlide } from '@slidewise/shared/learning/assignment';

export interface PreviewCourse {
  /** The slides as a learner gets them: nothing viewed or answered, no answers given away. */
  slides: LearnerSlide[];
  /** What the preview grades with once a quiz is answered (a learner gets it from the server). */
  previewAnswers: Record<
    string,
    { correct: number[]; explanation?: string } | Exclude<Quiz, ChoiceQuiz>
  >;
}

/** Moved one place on, so a preview never shows items in their right order. */
const rotated = <T>(items: readonly T[]): T[] => [...items.slice(1), ...items.slice(0, 1)];

/** The quiz as a learner would see it before answering. */
export function learnerQuizOf(quiz: Quiz): LearnerQuiz {
  switch (quiz.type) {
    case undefined:
    case 'choice':
      return { question: quiz.question, options: quiz.options, multiple: quiz.multiple };
    case 'true_false':
      return { type: quiz.type, question: quiz.question };
    case 'ordering':
      return { type: quiz.type, question: quiz.question, items: rotated(quiz.items) };
    case 'matching':
      return {
        type: quiz.type,
        question: quiz.question,
        left: quiz.pairs.map((pair) => pair[0]),
        right: rotated(quiz.pairs.map((pair) => pair[1])),
      };
    case 'fill_blank':
      return { type: quiz.type, question: quiz.question, blanks: quiz.blanks.length };
    case 'poll':
      return { ...quiz };
  }
}

export function toPreviewCourse(slides: readonly Slide[]): PreviewCourse {
  const previewAnswers: PreviewCourse['previewAnswers'] = {};
  const learnerSlides = slides.map((slide): LearnerSlide => {
    const { quiz } = slide;
    if (quiz) {
      if (quizTypeOf(quiz) === 'choice') {
        const choice = quiz as ChoiceQuiz;
        previewAnswers[slide.id] = {
          correct: choice.correct,
          ...(choice.explanation ? { explanation: choice.explanation } : {}),
        };
      } else {
        previewAnswers[slide.id] = quiz as Exclude<Quiz, ChoiceQuiz>;
      }
    }
    return {
      id: slide.id,
      kind: slide.kind,
      layout: slide.layout,
      title: slide.title,
      ...(slide.subtitle ? { subtitle: slide.subtitle } : {}),
      ...(slide.kind === 'content' && slide.body ? { body: slide.body } : {}),
      ...(slide.media ? { media: slide.media } : {}),
      ...(slide.background ? { background: slide.background } : {}),
      ...(slide.kind === 'quiz' && quiz ? { quiz: learnerQuizOf(quiz) } : {}),
      ...(slide.kind === 'flashcards' && slide.cards ? { cards: slide.cards } : {}),
      viewed: false,
      answer: null,
      feedback: null,
    };
  });
  return { slides: learnerSlides, previewAnswers };
}
