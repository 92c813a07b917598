import { slideMinutes } from '@slidewise/shared/courses/duration';
import { normaliseQuiz, quizTypeOf, type Quiz } from '@slidewise/shared/courses/quiz';
import { EMPTY_DOC } from '@slidewise/shared/courses/rich-text';
import type { slideCreateSchema } from '@slidewise/shared/courses/slide';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { SlidesTable } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

/** A quiz as the slides table keeps it: normalised, with its type beside it. */
export const storedQuiz = (quiz: Quiz) => ({
  quiz: JSON.stringify(normaliseQuiz(quiz)),
  quiz_type: quizTypeOf(quiz),
});

/**
 * The row of a new slide, a leader's or a starter course's. `media` and `background`
 * are stored as given: the caller has checked the uploads they name.
 */
export function newSlideRow(
  input: z.output<typeof slideCreateSchema>,
  place: {
    courseId: string;
    position: number;
    now: string;
    media?: string | null;
    background?: string | null;
  },
): Insertable<SlidesTable> & { id: string } {
  const body = input.body ?? (input.kind === 'content' ? EMPTY_DOC : null);
  return {
    id: newId(),
    course_id: place.courseId,
    position: place.position,
    kind: input.kind,
    layout: input.layout,
    title: input.title,
    subtitle: input.subtitle || null,
    body: body ? JSON.stringify(body) : null,
    media: place.media ?? null,
    background: place.background ?? null,
    notes: input.notes || null,
    cards: input.cards ? JSON.stringify(input.cards) : null,
    ...(input.quiz ? storedQuiz(input.quiz) : { quiz: null, quiz_type: null }),
    minutes: slideMinutes({ kind: input.kind, body }),
    version: 1,
    created_at: place.now,
    updated_at: place.now,
  };
}
