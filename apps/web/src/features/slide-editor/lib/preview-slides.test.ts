import { describe, expect, it } from 'vitest';
import { learnerSlideSchema } from '@slidewise/shared/learning/player';
import { toPreviewCourse } from './preview-slides';
import { quizSlide, slide } from './test-slides';

describe('toPreviewCourse', () => {
  it('gives the learner view of each slide, keeping the answers aside', () => {
    const quiz = quizSlide('q', {
      title: 'Check',
      quiz: {
        question: 'Which?',
        options: ['A', 'B', 'C'],
        correct: [2],
        multiple: false,
        explanation: 'C it is.',
      },
    });
    const { slides, previewAnswers } = toPreviewCourse([slide('a', { title: 'Intro' }), quiz]);

    for (const learner of slides) expect(learnerSlideSchema.safeParse(learner).success).toBe(true);
    expect(slides[0]).toMatchObject({
      id: 'a',
      kind: 'content',
      title: 'Intro',
      viewed: false,
      answer: null,
      feedback: null,
    });
    expect(slides[0]!.body).toEqual(slide('a').body);
    expect(slides[1]!.quiz).toEqual({
      question: 'Which?',
      options: ['A', 'B', 'C'],
      multiple: false,
    });
    expect(JSON.stringify(slides[1])).not.toContain('correct');
    expect(JSON.stringify(slides[1])).not.toContain('C it is.');
    expect(previewAnswers).toEqual({ q: { correct: [2], explanation: 'C it is.' } });
  });
});
