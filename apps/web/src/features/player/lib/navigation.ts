import type { LearnerSlide } from '@slidewise/shared/learning/player';

export type Step = 'next' | 'previous';
export type Direction = 'ltr' | 'rtl';

/** How far a finger must travel sideways before a swipe turns the slide (px). */
export const SWIPE_THRESHOLD = 45;

/**
 * The positions of a course of `count` slides: 0…count-1 are the slides and
 * `count` is the closing screen (score, or what is left to do).
 */
export function stepIndex(index: number, step: Step, count: number): number {
  const target = step === 'next' ? index + 1 : index - 1;
  return Math.min(Math.max(target, 0), Math.max(count, 0));
}

/**
 * Where a returning learner starts: the slide they were last on, else the first
 * one not viewed yet, else the beginning (a finished course opens for review).
 */
export function resumeSlideId(
  slides: Pick<LearnerSlide, 'id' | 'viewed'>[],
  lastSlideId: string | null | undefined,
): string | undefined {
  if (lastSlideId && slides.some((slide) => slide.id === lastSlideId)) return lastSlideId;
  return (slides.find((slide) => !slide.viewed) ?? slides[0])?.id;
}

/** The index of `slideId`, or 0 when it is not (or no longer) in the course. */
export function indexOfSlide(slides: Pick<LearnerSlide, 'id'>[], slideId: string | undefined) {
  const index = slideId ? slides.findIndex((slide) => slide.id === slideId) : -1;
  return Math.max(index, 0);
}

/** The arrow keys follow the reading direction: in a right-to-left course, → goes back. */
export function keyStep(key: string, direction: Direction): Step | null {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  return key === forward ? 'next' : 'previous';
}

/**
 * A finished swipe: mostly sideways and past the threshold. Like turning a page,
 * pulling the content towards the start of the line moves on (leftwards in a
 * left-to-right course, rightwards in a right-to-left one).
 */
export function swipeStep(
  dx: number,
  dy: number,
  direction: Direction,
  threshold = SWIPE_THRESHOLD,
): Step | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  const towardsStart = direction === 'rtl' ? dx > 0 : dx < 0;
  return towardsStart ? 'next' : 'previous';
}
