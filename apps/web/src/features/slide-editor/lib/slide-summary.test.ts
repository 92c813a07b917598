import { describe, expect, it } from 'vitest';
import { initialSlideState } from './autosave';
import { firstText, slideFigures, slideLabel } from './slide-summary';
import { quizSlide, slide, textDoc } from './test-slides';

describe('slide summary', () => {
  it('labels a slide by its title, else its opening words or question', () => {
    expect(slideLabel(initialSlideState(slide('a', { title: ' Intro ' })))).toBe('Intro');
    expect(
      slideLabel(initialSlideState(slide('a', { title: '', body: textDoc('Hello there') }))),
    ).toBe('Hello there');
    expect(slideLabel(initialSlideState(quizSlide('q', { title: '' })))).toBe('Which?');
    expect(
      slideLabel(initialSlideState(slide('a', { title: '', body: { type: 'doc', content: [] } }))),
    ).toBe('');
  });

  it('joins blocks with a space and stops at the limit', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', content: [{ type: 'text', text: 'Title' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Body ' },
            { type: 'text', text: 'text' },
          ],
        },
      ],
    };
    expect(firstText(doc)).toBe('Title Body text');
    expect(firstText(doc, 3)).toBe('Tit');
  });

  it('counts words and minutes as the server does', () => {
    const words = Array.from({ length: 400 }, () => 'word').join(' ');
    const state = initialSlideState(slide('a', { body: textDoc(words) }));
    expect(slideFigures(state)).toEqual({ words: 400, minutes: 2 });
    expect(slideFigures(initialSlideState(quizSlide('q'))).minutes).toBe(0.5);
    expect(slideFigures(initialSlideState(slide('b', { body: textDoc('one') }))).minutes).toBe(
      0.25,
    );
  });
});
