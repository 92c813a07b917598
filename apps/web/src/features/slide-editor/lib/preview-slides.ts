import { quizTypeOf, type ChoiceQuiz, type Quiz } from '@slidewise/shared/courses/quiz';
import type { Slide } from '@slidewise/shared/courses/slide';
import type { LearnerSlide } from '@slidewise/shared/learning/player';
import { learnerQuizOf } from '@slidewise/shared/learning/learner-quiz';

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
      ...(slide.kind === 'quiz' && quiz ? { quiz: learnerQuizOf(quiz, rotated) } : {}),
      ...(slide.kind === 'flashcards' && slide.cards ? { cards: slide.cards } : {}),
      viewed: false,
      answer: null,
      feedback: null,
    };
  });
  return { slides: learnerSlides, previewAnswers };
}
