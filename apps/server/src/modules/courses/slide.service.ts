import { slideMinutes } from '@slidewise/shared/courses/duration';
import { EMPTY_DOC } from '@slidewise/shared/courses/rich-text';
import type { slideCreateSchema, Slide, SlideUpdateInput } from '@slidewise/shared/courses/slide';
import type { Paginated } from '@slidewise/shared/http/pagination';
import type { z } from 'zod';
import type { AppKysely } from '../../db/database.js';
import { AppError, notFound, validationFailed } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { assertCourseFound } from './course.policy.js';
import { presentSlide } from './course.presenter.js';
import { courseRepository } from './course.repository.js';
import { slideRepository, type SlideChanges } from './slide.repository.js';

export function slideService(deps: { db: AppKysely; clock: Clock }) {
  const { db, clock } = deps;
  const courses = courseRepository(db);
  const slides = slideRepository(db);

  /** Loads the leader's course and takes its lock for the transaction in progress. */
  async function ownedCourseForWrite(ownerId: string, courseId: string) {
    const course = await courses.findOwned(courseId, ownerId);
    assertCourseFound(course);
    await courses.lock(courseId, clock.now());
    return course;
  }

  return {
    async list(
      ownerId: string,
      courseId: string,
      page: number,
      pageSize: number,
    ): Promise<Paginated<Slide>> {
      const course = await courses.findOwned(courseId, ownerId);
      assertCourseFound(course);
      const rows = await slides.page(courseId, page, pageSize);
      return { items: rows.map(presentSlide), total: Number(course.slide_count), page, pageSize };
    },

    async create(
      ownerId: string,
      courseId: string,
      input: z.output<typeof slideCreateSchema>,
    ): Promise<Slide> {
      if (input.kind === 'quiz' && !input.quiz) {
        throw validationFailed([
          { path: 'quiz', code: 'required', message: 'A quiz slide needs a question.' },
        ]);
      }
      return db.transaction().execute(async () => {
        await ownedCourseForWrite(ownerId, courseId);
        let position = (await slides.maxPosition(courseId)) + 1;
        if (input.afterSlideId) {
          const after = await slides.find(courseId, input.afterSlideId);
          if (!after) {
            throw validationFailed([
              {
                path: 'afterSlideId',
                code: 'not_in_course',
                message: 'No such slide in this course.',
              },
            ]);
          }
          position = Number(after.position) + 1;
          await slides.shiftFrom(courseId, position);
        }
        const body = input.kind === 'content' ? (input.body ?? EMPTY_DOC) : (input.body ?? null);
        const now = clock.now().toISOString();
        const id = newId();
        await slides.insertMany([
          {
            id,
            course_id: courseId,
            position,
            kind: input.kind,
            title: input.title,
            body: body ? JSON.stringify(body) : null,
            quiz: input.quiz ? JSON.stringify(input.quiz) : null,
            minutes: slideMinutes({ kind: input.kind, body }),
            version: 1,
            created_at: now,
            updated_at: now,
          },
        ]);
        await courses.refreshStats(courseId, clock.now());
        return presentSlide((await slides.find(courseId, id))!);
      });
    },

    async update(
      ownerId: string,
      courseId: string,
      slideId: string,
      input: SlideUpdateInput,
    ): Promise<Slide> {
      return db.transaction().execute(async () => {
        await ownedCourseForWrite(ownerId, courseId);
        const slide = await slides.find(courseId, slideId);
        if (!slide) throw notFound('Slide');
        if (slide.kind === 'content' && input.quiz) {
          throw validationFailed([
            { path: 'quiz', code: 'not_a_quiz', message: 'A content slide has no quiz.' },
          ]);
        }
        if (slide.kind === 'quiz' && input.quiz === null) {
          throw validationFailed([
            { path: 'quiz', code: 'required', message: 'A quiz slide needs a question.' },
          ]);
        }
        const changes: SlideChanges = {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
          ...(input.quiz ? { quiz: JSON.stringify(input.quiz) } : {}),
        };
        if (input.body !== undefined) {
          changes.minutes = slideMinutes({ kind: slide.kind as Slide['kind'], body: input.body });
        }
        if (
          !(await slides.updateVersioned(courseId, slideId, input.version, changes, clock.now()))
        ) {
          throw new AppError(409, 'conflict', 'This slide was changed elsewhere.', {
            current: presentSlide(slide),
          });
        }
        await courses.refreshStats(courseId, clock.now());
        return presentSlide((await slides.find(courseId, slideId))!);
      });
    },

    async remove(ownerId: string, courseId: string, slideId: string): Promise<void> {
      await db.transaction().execute(async () => {
        await ownedCourseForWrite(ownerId, courseId);
        if (!(await slides.delete(courseId, slideId))) throw notFound('Slide');
        await courses.refreshStats(courseId, clock.now());
      });
    },

    /** Takes the full ordered list of the course's slide ids; anything else is refused whole. */
    async reorder(
      ownerId: string,
      courseId: string,
      slideIds: string[],
    ): Promise<{ slideIds: string[] }> {
      return db.transaction().execute(async () => {
        await ownedCourseForWrite(ownerId, courseId);
        const existing = new Set(await slides.ids(courseId));
        const given = new Set(slideIds);
        const duplicates = slideIds.filter((id, i) => slideIds.indexOf(id) !== i);
        const unknown = slideIds.filter((id) => !existing.has(id));
        const missing = [...existing].filter((id) => !given.has(id));
        if (duplicates.length || unknown.length || missing.length) {
          throw new AppError(
            422,
            'validation_failed',
            'Send every slide of the course exactly once.',
            [
              ...missing.map((id) => ({ path: 'slideIds', code: 'missing', message: id })),
              ...unknown.map((id) => ({ path: 'slideIds', code: 'unknown', message: id })),
              ...duplicates.map((id) => ({ path: 'slideIds', code: 'duplicate', message: id })),
            ],
          );
        }
        await slides.setOrder(courseId, slideIds);
        await courses.refreshStats(courseId, clock.now());
        return { slideIds };
      });
    },
  };
}

export type SlideService = ReturnType<typeof slideService>;
