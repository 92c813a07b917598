import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { QuizSlide } from './quiz-slide';

describe('QuizSlide', () => {
  it('says in words which options the learner chose, right or wrong, and which were right', () => {
    renderWithProviders(
      <QuizSlide
        slideId="q"
        quiz={{
          question: 'Which are colours?',
          options: ['Red', 'Blue', 'Seven', 'Nine'],
          multiple: true,
        }}
        result={{
          answer: [0, 2],
          feedback: { correct: false, correctOptions: [0, 1], explanation: null },
        }}
        onSubmit={vi.fn()}
      />,
    );
    const tags = (option: string) =>
      screen.getByRole('checkbox', { name: new RegExp(`^${option}`) }).closest('label')!
        .textContent;
    expect(tags('Red')).toBe('RedYour answerCorrect answer');
    expect(tags('Blue')).toBe('BlueCorrect answer');
    expect(tags('Seven')).toBe('SevenYour answer');
    expect(tags('Nine')).toBe('Nine');
  });
});
