import type { Slide } from '@slidewise/shared/courses/slide';
import type { LearnerSlide } from '@slidewise/shared/learning/assignment';

export interface PreviewCourse {
  /** The slides as a learner gets them: nothing viewed or answered, no answers given away. */
  slides: LearnerSlide[];
  /** What the preview reveals once a quiz is answered (a learner gets it from the server). */
  previewAnswers: Record<string, { correct: number[]; explanation?: string }>;
}

export function toPreviewCourse(slides: readonly Slide[]): PreviewCourse {
  const previewAnswers: PreviewCourse['previewAnswers'] = {};
  const learnerSlides = slides.map((slide): LearnerSlide => {
    if (slide.quiz) {
      previewAnswers[slide.id] = {
        correct: slide.quiz.correct,
        ...(slide.quiz.explanation ? { explanation: slide.quiz.explanation } : {}),
      };
    }
    return {
      id: slide.id,
      kind: slide.kind,
      title: slide.title,
      ...(slide.kind === 'content' && slide.body ? { body: slide.body } : {}),
      ...(slide.kind === 'quiz' && slide.quiz
        ? {
            quiz: {
              question: slide.quiz.question,
              options: slide.quiz.options,
              multiple: slide.quiz.multiple,
            },
          }
        : {}),
      viewed: false,
      answer: null,
      feedback: null,
    };
  });
  return { slides: learnerSlides, previewAnswers };
}
