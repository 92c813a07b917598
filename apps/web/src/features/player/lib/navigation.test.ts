import { describe, expect, it } from 'vitest';
import {
  indexOfSlide,
  keyStep,
  resumeSlideId,
  stepIndex,
  swipeStep,
  SWIPE_THRESHOLD,
} from './navigation';

const slides = [
  { id: 'a', viewed: true },
  { id: 'b', viewed: true },
  { id: 'c', viewed: false },
  { id: 'd', viewed: false },
];

describe('stepIndex', () => {
  it('moves one slide at a time, up to the closing screen and not below the first slide', () => {
    expect(stepIndex(0, 'next', 4)).toBe(1);
    expect(stepIndex(3, 'next', 4)).toBe(4); // the closing screen
    expect(stepIndex(4, 'next', 4)).toBe(4);
    expect(stepIndex(4, 'previous', 4)).toBe(3);
    expect(stepIndex(0, 'previous', 4)).toBe(0);
  });
});

describe('resumeSlideId', () => {
  it('opens the slide the learner was last on', () => {
    expect(resumeSlideId(slides, 'b')).toBe('b');
  });

  it('falls back to the first slide not viewed yet when the last one is unknown or gone', () => {
    expect(resumeSlideId(slides, null)).toBe('c');
    expect(resumeSlideId(slides, 'deleted')).toBe('c');
  });

  it('starts at the beginning when everything was viewed, and has nothing for an empty course', () => {
    expect(
      resumeSlideId(
        slides.map((s) => ({ ...s, viewed: true })),
        null,
      ),
    ).toBe('a');
    expect(resumeSlideId([], 'a')).toBeUndefined();
  });
});

describe('indexOfSlide', () => {
  it('finds a slide, or gives the first for an unknown one', () => {
    expect(indexOfSlide(slides, 'c')).toBe(2);
    expect(indexOfSlide(slides, 'nope')).toBe(0);
    expect(indexOfSlide(slides, undefined)).toBe(0);
  });
});

describe('keyStep', () => {
  it('→ goes forward and ← back in a left-to-right course', () => {
    expect(keyStep('ArrowRight', 'ltr')).toBe('next');
    expect(keyStep('ArrowLeft', 'ltr')).toBe('previous');
  });

  it('is mirrored in a right-to-left course', () => {
    expect(keyStep('ArrowLeft', 'rtl')).toBe('next');
    expect(keyStep('ArrowRight', 'rtl')).toBe('previous');
  });

  it('ignores other keys', () => {
    expect(keyStep('ArrowUp', 'ltr')).toBeNull();
    expect(keyStep('Enter', 'rtl')).toBeNull();
  });
});

describe('swipeStep', () => {
  it('a swipe to the left moves on in a left-to-right course, to the right goes back', () => {
    expect(swipeStep(-80, 5, 'ltr')).toBe('next');
    expect(swipeStep(80, -5, 'ltr')).toBe('previous');
  });

  it('is mirrored in a right-to-left course', () => {
    expect(swipeStep(80, 0, 'rtl')).toBe('next');
    expect(swipeStep(-80, 0, 'rtl')).toBe('previous');
  });

  it('needs the threshold (45 px) and a mostly sideways move', () => {
    expect(SWIPE_THRESHOLD).toBe(45);
    expect(swipeStep(-44, 0, 'ltr')).toBeNull();
    expect(swipeStep(-45, 0, 'ltr')).toBe('next');
    expect(swipeStep(-60, 90, 'ltr')).toBeNull(); // a scroll, not a swipe
    expect(swipeStep(60, 60, 'rtl')).toBeNull();
  });
});
