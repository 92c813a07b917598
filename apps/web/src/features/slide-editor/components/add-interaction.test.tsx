import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { SlideCreateInput } from '@slidewise/shared/courses/slide';
import { EditorStore } from '../lib/editor-store';
import { slide } from '../lib/test-slides';
import { AddInteraction } from './add-interaction';

/** Renders the menu over a store whose API records each slide it is asked to create. */
function setup() {
  const created: SlideCreateInput[] = [];
  const store = new EditorStore('c', [], {
    delay: 60_000,
    api: {
      createSlide: (_courseId, input) => {
        created.push(input);
        return Promise.resolve(slide(`s${created.length}`, { kind: input.kind }));
      },
      updateSlide: () => new Promise(() => {}),
      deleteSlide: () => new Promise(() => {}),
      reorderSlides: () => new Promise(() => {}),
    },
  });
  render(<AddInteraction store={store} />);
  const button = screen.getByRole('button', { name: 'Add an interaction' });
  const add = async (name: string) => {
    const count = created.length;
    // Asked for each time: the menu's own button takes the plain one's place once opened.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Add an interaction' }), {
      key: 'Enter',
    });
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name }));
    await waitFor(() => expect(created).toHaveLength(count + 1));
    return created[count]!;
  };
  return { created, button, add };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('AddInteraction', () => {
  it('adds nothing while the kinds are browsed with the arrows, then one slide on Enter', async () => {
    const user = userEvent.setup();
    const { created, button } = setup();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'True or false',
      'Put in order',
      'Matching pairs',
      'Fill in the blanks',
      'Poll',
      'Flashcards',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(document.activeElement).toBe(items[2]);
    expect(created).toEqual([]);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ kind: 'quiz', quiz: { type: 'matching' } });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('fills a new interaction with the placeholders the publish check refuses', async () => {
    const { add } = setup();
    expect(await add('Put in order')).toEqual({
      kind: 'quiz',
      quiz: {
        type: 'ordering',
        question: 'Write your question here',
        items: ['Item 1', 'Item 2', 'Item 3'],
      },
    });
    expect((await add('Flashcards')).cards).toEqual([
      { front: 'Item 1', back: 'Item 2' },
      { front: 'Item 3', back: 'Item 4' },
    ]);
  });

  it('writes them in the language on show', async () => {
    await act(() => i18n.changeLanguage('es'));
    const { add } = setup();
    expect((await add('Poll')).quiz).toEqual({
      type: 'poll',
      question: 'Escribe aquí tu pregunta',
      options: ['Elemento 1', 'Elemento 2'],
      multiple: false,
    });
    expect((await add('Matching pairs')).quiz).toMatchObject({
      pairs: [
        ['Elemento 1', 'Elemento 2'],
        ['Elemento 3', 'Elemento 4'],
      ],
    });
  });
});
