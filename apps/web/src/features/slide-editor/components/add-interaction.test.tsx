import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { SlideCreateInput } from '@slidewise/shared/courses/slide';
import { EditorStore } from '../lib/editor-store';
import { slide } from '../lib/test-slides';
import { AddInteraction } from './add-interaction';

/** Renders the picker over a store whose API records each slide it is asked to create. */
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
  const add = async (kind: string) => {
    const count = created.length;
    fireEvent.change(screen.getByRole('combobox'), { target: { value: kind } });
    await waitFor(() => expect(created).toHaveLength(count + 1));
    return created[count]!;
  };
  return { add };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('AddInteraction', () => {
  it('fills a new interaction with the placeholders the publish check refuses', async () => {
    const { add } = setup();
    expect(await add('ordering')).toEqual({
      kind: 'quiz',
      quiz: {
        type: 'ordering',
        question: 'Write your question here',
        items: ['Item 1', 'Item 2', 'Item 3'],
      },
    });
    expect((await add('flashcards')).cards).toEqual([
      { front: 'Item 1', back: 'Item 2' },
      { front: 'Item 3', back: 'Item 4' },
    ]);
  });

  it('writes them in the language on show', async () => {
    await act(() => i18n.changeLanguage('es'));
    const { add } = setup();
    expect((await add('poll')).quiz).toEqual({
      type: 'poll',
      question: 'Escribe aquí tu pregunta',
      options: ['Elemento 1', 'Elemento 2'],
      multiple: false,
    });
    expect((await add('matching')).quiz).toMatchObject({
      pairs: [
        ['Elemento 1', 'Elemento 2'],
        ['Elemento 3', 'Elemento 4'],
      ],
    });
  });
});
