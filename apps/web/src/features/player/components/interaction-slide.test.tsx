import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LearnerSlide } from '@slidewise/shared/learning/player';
import { renderWithProviders } from '@/test/render-with-providers';
import { SlidePlayer } from './slide-player';

const base = { layout: 'text' as const, viewed: false, answer: null, feedback: null };

const SLIDES: LearnerSlide[] = [
  {
    ...base,
    id: 'o',
    kind: 'quiz',
    title: 'Order',
    quiz: { type: 'ordering', question: 'Steps', items: ['Two', 'Three', 'One'] },
  },
  {
    ...base,
    id: 'f',
    kind: 'quiz',
    title: 'Blanks',
    quiz: { type: 'fill_blank', question: 'Fire {1} are red.', blanks: 1 },
  },
  {
    ...base,
    id: 'c',
    kind: 'flashcards',
    title: 'Cards',
    cards: [
      { front: 'PPE', back: 'Protective equipment' },
      { front: 'RCD', back: 'Residual current device' },
    ],
  },
];

const previewAnswers = {
  o: { type: 'ordering' as const, question: 'Steps', items: ['One', 'Two', 'Three'] },
  f: {
    type: 'fill_blank' as const,
    question: 'Fire {1} are red.',
    blanks: [{ accepted: ['doors'] }],
  },
};

describe('interactions in the player', () => {
  it('orders items with the move buttons and grades the order', async () => {
    renderWithProviders(
      <SlidePlayer mode="preview" language="en" slides={SLIDES} previewAnswers={previewAnswers} />,
    );
    const list = screen.getAllByRole('listitem');
    expect(list.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Two'),
      expect.stringContaining('Three'),
      expect.stringContaining('One'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move “One” up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move “One” up' }));
    expect(screen.getByText('“One” is now 1 of 3.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    const verdict = await screen.findByTestId('interaction-feedback');
    expect(verdict.textContent).toContain('Correct!');
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
  });

  it('keeps focus on the moved item when it reaches either end of the list', () => {
    renderWithProviders(
      <SlidePlayer mode="preview" language="en" slides={SLIDES} previewAnswers={previewAnswers} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move “One” up' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “One” up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move “One” up' }));
    // First place: "up" is disabled now, so focus goes to the same item's "down".
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “One” down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move “Two” down' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Two” up' }));
  });

  it('asks for every blank, then shows the accepted answers when wrong', async () => {
    renderWithProviders(
      <SlidePlayer
        mode="preview"
        language="en"
        slides={SLIDES}
        previewAnswers={previewAnswers}
        initialSlideId="f"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(screen.getByRole('alert').textContent).toContain('Fill in every blank.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Blank 1' }), {
      target: { value: 'trucks' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    const verdict = await screen.findByTestId('interaction-feedback');
    expect(verdict.textContent).toContain('Not quite.');
    expect(verdict.textContent).toContain('Blank 1: doors');
  });

  it('flips a flashcard with its toggle button', () => {
    renderWithProviders(
      <SlidePlayer mode="preview" language="en" slides={SLIDES} initialSlideId="c" />,
    );
    const card = screen.getByRole('button', { name: 'Card 1: PPE' });
    expect(card.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(card);
    const flipped = screen.getByRole('button', { name: 'Card 1: Protective equipment' });
    expect(flipped.getAttribute('aria-pressed')).toBe('true');
    const front = within(flipped).getByText('PPE').closest('[data-side]');
    expect(front?.getAttribute('aria-hidden')).toBe('true');
  });
});
