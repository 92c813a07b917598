import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { idleStore, quizSlide } from '../lib/test-slides';
import { QuizEditor } from './quiz-editor';

function setup() {
  const store = idleStore([quizSlide('q')]);
  render(<QuizEditor store={store} slideId="q" language="en" dir="ltr" />);
  const quiz = () => store.getState().slides.q!.draft.quiz!;
  return { store, quiz };
}

describe('QuizEditor', () => {
  it('edits the question and options, and marks the right answer', () => {
    const { quiz } = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Question' }), {
      target: { value: 'Pick one' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 3' }), {
      target: { value: 'C' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Option 3 is correct' }));
    expect(quiz()).toEqual({
      question: 'Pick one',
      options: ['A', 'B', 'C'],
      correct: [2],
      multiple: false,
      explanation: '',
    });
  });

  it('switches to several right answers with checkboxes', () => {
    const { quiz } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Several correct answers' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Option 2 is correct' }));
    expect(quiz()).toMatchObject({ multiple: true, correct: [0, 1] });
    expect(screen.queryByRole('radio', { name: /is correct$/ })).toBeNull();
  });

  it('puts the focus in the new option, so what is typed next goes into it', async () => {
    const user = userEvent.setup();
    const { quiz } = setup();
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Option 3' }));
    await user.keyboard('C');
    expect(quiz().options).toEqual(['A', 'B', 'C']);
  });

  it('keeps between two and eight options', () => {
    setup();
    const remove = screen.getByRole('button', { name: 'Remove option 1' });
    expect(remove).toHaveProperty('disabled', true);
    const add = screen.getByRole('button', { name: 'Add an option' });
    for (let i = 0; i < 10; i++) fireEvent.click(add);
    expect(screen.getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(8);
    expect(add).toHaveProperty('disabled', true);
  });

  it('undoes and redoes with the buttons and with Ctrl+Z / Ctrl+Y', () => {
    const { quiz } = setup();
    const question = screen.getByRole('textbox', { name: 'Question' });
    fireEvent.change(question, { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    expect(quiz().options).toHaveLength(3);

    fireEvent.keyDown(question, { key: 'z', ctrlKey: true });
    expect(quiz().options).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(quiz().question).toBe('Which?');
    expect(question).toHaveProperty('value', 'Which?');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);

    fireEvent.keyDown(question, { key: 'y', ctrlKey: true });
    expect(quiz().question).toBe('Changed');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(quiz().options).toHaveLength(3);
  });
});
