import { backgroundColorProblem } from '@slidewise/shared/courses/contrast';
import { slideMinutes } from '@slidewise/shared/courses/duration';
import type {
  slideBackgroundInputSchema,
  slideCreateSchema,
  slideMediaInputSchema,
  Slide,
  SlideUpdateInput,
} from '@slidewise/shared/courses/slide';
import type { Paginated } from '@slidewise/shared/http/pagination';
import type { z } from 'zod';
import type { AppKysely } from '../../db/database.js';
import { AppError, notFound, validationFailed } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertCourseFound } from './course.policy.js';
import { parseTheme, presentSlide } from './course.presenter.js';
import { uploadLookup } from '../uploads/upload.service.js';
import { courseRepository } from './course.repository.js';
import { slideRepository, type SlideChanges } from './slide.repository.js';
import { newSlideRow, storedQuiz } from './slide-row.js';

export function slideService(deps: { db: AppKysely; clock: Clock }) {
  const { db, clock } = deps;
  const courses = courseRepository(db);
  const slides = slideRepository(db);
  const uploads = uploadLookup(db);

  /** An upload of the leader's of one of `kinds`, or a 422 naming `path`. */
  async function ownUpload(ownerId: string, uploadId: string, kinds: string[], path: string) {
    const upload = await uploads.ownedBy(ownerId, uploadId, kinds);
    if (!upload) {
      throw validationFailed([
        { path, code: 'invalid_upload', message: `Upload the ${kinds.join(' or ')} first.` },
      ]);
    }
    return upload;
  }

  /** Media as stored: an own upload (an image needs alt text) or an allowed embed. */
  async function storedMedia(
    ownerId: string,
    media: z.output<typeof slideMediaInputSchema> | null | undefined,
  ): Promise<string | null | undefined> {
    if (!media) return media;
    const { alt, caption } = media;
    const text = { ...(alt ? { alt } : {}), ...(caption ? { caption } : {}) };
    if (media.embedUrl) return JSON.stringify({ embedUrl: media.embedUrl, type: 'embed', ...text });
    const upload = await ownUpload(ownerId, media.uploadId!, ['image', 'video'], 'media.uploadId');
    if (upload.kind === 'image' && !alt) {
      throw validationFailed([
        {
          path: 'media.alt',
          code: 'required',
          message: 'Describe the image for people who cannot see it.',
        },
      ]);
    }
    return JSON.stringify({ uploadId: upload.id, type: upload.kind, ...text });
  }

  /** A background of the leader's own picture, or a colour the theme's text reads on (AA). */
  async function storedBackground(
    ownerId: string,
    course: { theme: string | null },
    background: z.output<typeof slideBackgroundInputSchema> | null | undefined,
  ): Promise<string | null | undefined> {
    if (!background) return background;
    const problem = background.color
      ? backgroundColorProblem(parseTheme(course.theme), background.color)
      : null;
    if (problem) {
      throw validationFailed([
        {
          path: 'background.color',
          code: 'low_contrast',
          message: `Text on this colour has a contrast of ${problem.ratio}:1; it needs at least ${problem.needed}:1.`,
        },
      ]);
    }
    if (background.uploadId) {
      await ownUpload(ownerId, background.uploadId, ['image'], 'background.uploadId');
    }
    return Object.keys(background).length ? JSON.stringify(background) : null;
  }

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
        const course = await ownedCourseForWrite(ownerId, courseId);
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
        const row = newSlideRow(input, {
          courseId,
          position,
          now: clock.now().toISOString(),
          media: await storedMedia(ownerId, input.media),
          background: await storedBackground(ownerId, course, input.background),
        });
        await slides.insertMany([row]);
        await courses.refreshStats(courseId, clock.now());
        return presentSlide((await slides.find(courseId, row.id))!);
      });
    },

    async update(
      ownerId: string,
      courseId: string,
      slideId: string,
      input: SlideUpdateInput,
    ): Promise<Slide> {
      return db.transaction().execute(async () => {
        const course = await ownedCourseForWrite(ownerId, courseId);
        const slide = await slides.find(courseId, slideId);
        if (!slide) throw notFound('Slide');
        if (slide.kind !== 'quiz' && input.quiz) {
          throw validationFailed([
            { path: 'quiz', code: 'not_a_quiz', message: 'Only a quiz slide has a quiz.' },
          ]);
        }
        if (slide.kind !== 'flashcards' && input.cards) {
          throw validationFailed([
            {
              path: 'cards',
              code: 'not_flashcards',
              message: 'Only a flashcards slide has cards.',
            },
          ]);
        }
        const media = await storedMedia(ownerId, input.media);
        const background = await storedBackground(ownerId, course, input.background);
        if (slide.kind === 'quiz' && input.quiz === null) {
          throw validationFailed([
            { path: 'quiz', code: 'required', message: 'A quiz slide needs a question.' },
          ]);
        }
        // A layout change touches nothing else: the content stays for the next layout.
        const changes: SlideChanges = {
          ...(input.layout !== undefined ? { layout: input.layout } : {}),
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.subtitle !== undefined ? { subtitle: input.subtitle || null } : {}),
          ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
          ...(media !== undefined ? { media } : {}),
          ...(background !== undefined ? { background } : {}),
          ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
          ...(input.cards ? { cards: JSON.stringify(input.cards) } : {}),
          ...(input.quiz ? storedQuiz(input.quiz) : {}),
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
