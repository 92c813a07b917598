import { countVideos, countWords, type RichTextDoc } from './rich-text.js';

/** Reading speed and fixed costs behind a course's estimated duration. */
export const WORDS_PER_MINUTE = 200;
export const MINUTES_PER_QUIZ = 0.5;
export const MINUTES_PER_VIDEO = 2;
export const MIN_MINUTES_PER_SLIDE = 0.25;

export function slideMinutes(slide: {
  kind: 'content' | 'quiz' | 'flashcards';
  body?: RichTextDoc | null;
}): number {
  if (slide.kind !== 'content') return MINUTES_PER_QUIZ;
  if (!slide.body) return MIN_MINUTES_PER_SLIDE;
  const minutes =
    countWords(slide.body) / WORDS_PER_MINUTE + countVideos(slide.body) * MINUTES_PER_VIDEO;
  return Math.max(MIN_MINUTES_PER_SLIDE, minutes);
}

/** Whole minutes, rounded up; 0 for a course with no slides. */
export function courseMinutes(slideMinutesTotal: number): number {
  return Math.ceil(Math.round(slideMinutesTotal * 1000) / 1000);
}
