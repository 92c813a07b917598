import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LearnerSlide } from '@slidewise/shared/learning/player';
import { learningCard } from '@/test/learning-card';
import { renderWithProviders } from '@/test/render-with-providers';
import { CourseOutcome } from './course-outcome';

const slide = (id: string, quiz: LearnerSlide['quiz']): LearnerSlide => ({
  id,
  kind: 'quiz',
  layout: 'text',
  title: `Question ${id}`,
  viewed: true,
  answer: null,
  feedback: null,
  quiz,
});

/** A failed attempt at `slides`, each answer judged by `feedbackOf`. */
function renderFailed(
  card: ReturnType<typeof learningCard>,
  slides: LearnerSlide[],
  feedbackOf: () => LearnerSlide['feedback'],
) {
  renderWithProviders(
    <CourseOutcome
      outcome="failed"
      courseId="c1"
      card={card}
      state={card}
      slides={slides}
      feedbackOf={feedbackOf}
      headingRef={null}
      onReview={vi.fn()}
      onSigned={vi.fn()}
    />,
  );
  return within(screen.getByRole('region', { name: 'What was wrong' }));
}

describe('CourseOutcome', () => {
  it('lists what was wrong with the blanks of a fill-in question shown as blanks', () => {
    const card = learningCard({ result: 'failed', score: 0 });
    const slides = [
      slide('f', { type: 'fill_blank', question: 'The {1} is by the {2}.', blanks: 2 }),
      slide('c', { question: 'Pick {1}', options: ['a', 'b'], multiple: false }),
    ];
    const wrong = renderFailed(card, slides, () => ({
      correct: false,
      correctAnswer: [['sun'], ['sea']],
      explanation: null,
    }));
    expect(wrong.getByText('The ___ is by the ___.')).toBeTruthy();
    expect(wrong.queryByText(/\{1\}.*\{2\}/)).toBeNull();
    // Only a fill-in question has blanks: other questions keep their text as written.
    expect(wrong.getByText('Pick {1}')).toBeTruthy();
  });

  it("marks what was wrong as the course's words, in a line that keeps the interface's direction", () => {
    const card = learningCard({ result: 'failed', score: 0, language: 'es' });
    const wrong = renderFailed(
      card,
      [slide('c', { question: '¿Cuántos?', options: ['Uno', 'Tres'], multiple: false })],
      () => ({ correct: false, correctOptions: [1], explanation: 'Dos pies.' }),
    );
    for (const text of ['¿Cuántos?', 'Dos pies.']) {
      const words = wrong.getByText(text);
      expect(words.getAttribute('lang')).toBe('es');
      expect(words.getAttribute('dir')).toBe('auto');
      // The line around it has no direction of its own: it starts at the interface's start edge.
      expect(words.parentElement!.closest('[dir]')).toBeNull();
    }
  });
});
