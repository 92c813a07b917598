import { describe, expect, it } from 'vitest';
import { initialSlideState } from './autosave';
import { designOf, interactionOutline } from './slide-design';
import { quizSlide, slide } from './test-slides';

const words = { true: 'True', false: 'False', blank: (n: number) => `Blank ${n}` };

describe('designOf', () => {
  it('draws the slide as typed: draft layout, subtitle and background over the saved ones', () => {
    const state = initialSlideState(
      slide('a', { layout: 'text', subtitle: 'Old', background: { color: '#ffffff' } }),
    );
    expect(designOf(state)).toMatchObject({ layout: 'text', subtitle: 'Old' });
    const edited = {
      ...state,
      draft: { ...state.draft, layout: 'quote' as const, title: 'New', background: null },
    };
    const design = designOf(edited);
    expect(design).toMatchObject({ layout: 'quote', title: 'New', subtitle: 'Old' });
    expect(design.background).toBeUndefined();
  });

  it('shows the draft media at once, and none once removed', () => {
    const media = { uploadId: 'u', url: '/u', type: 'image' as const, alt: 'Oak' };
    const state = initialSlideState(slide('a', { layout: 'media-left' }));
    expect(designOf(state).media).toBeUndefined();
    expect(designOf({ ...state, draft: { ...state.draft, media } }).media).toEqual(media);
    const saved = initialSlideState(slide('b', { layout: 'media-left', media }));
    expect(designOf({ ...saved, draft: { ...saved.draft, media: null } }).media).toBeUndefined();
  });
});

describe('interactionOutline', () => {
  it('lists the words of each interaction, never marking the right answer', () => {
    expect(interactionOutline(initialSlideState(quizSlide('q')), words)).toEqual({
      question: 'Which?',
      lines: ['A', 'B'],
    });
    const typed = (quiz: object) =>
      interactionOutline(initialSlideState(quizSlide('q', { quiz: quiz as never })), words);
    expect(typed({ type: 'true_false', question: 'Sky blue?', correct: true })).toEqual({
      question: 'Sky blue?',
      lines: ['True', 'False'],
    });
    expect(
      typed({
        type: 'fill_blank',
        question: '{1} and {2}',
        blanks: [{ accepted: ['a'] }, { accepted: ['b'] }],
      })!.lines,
    ).toEqual(['Blank 1', 'Blank 2']);
    expect(
      interactionOutline(
        initialSlideState(
          slide('f', { kind: 'flashcards', body: undefined, cards: [{ front: 'F', back: 'B' }] }),
        ),
        words,
      ),
    ).toEqual({ question: '', lines: ['F'] });
    expect(interactionOutline(initialSlideState(slide('c')), words)).toBeNull();
  });
});
