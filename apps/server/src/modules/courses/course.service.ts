import type {
  Course,
  CourseListQuery,
  CourseUpdateInput,
  courseCreateRequestSchema,
} from '@slidewise/shared/courses/course';
import { COURSE_TITLE_MAX } from '@slidewise/shared/courses/course';
import { publishProblems } from '@slidewise/shared/courses/publish-check';
import { slideCreateSchema, type Flashcard, type Quiz } from '@slidewise/shared/courses/slide';
import type { Paginated } from '@slidewise/shared/http/pagination';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { AppKysely } from '../../db/database.js';
import type { SlidesTable } from '../../db/schema.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { PlanPolicy } from '../subscription/subscription.policy.js';
import { subscriptionService } from '../subscription/subscription.service.js';
import { uploadLookup } from '../uploads/upload.service.js';
import { findCourseTemplate } from '../course-templates/course-templates.js';
import { assertCourseFound, assertWorkspace } from './course.policy.js';
import { presentCourse } from './course.presenter.js';
import type { EventHub } from '../../lib/events.js';
import { courseRepository, type CourseChanges } from './course.repository.js';
import { slideRepository } from './slide.repository.js';
import { newSlideRow } from './slide-row.js';

export function courseService(deps: {
  db: AppKysely;
  clock: Clock;
  plans: PlanPolicy;
  events: EventHub;
}) {
  const { db, clock, plans } = deps;
  const courses = courseRepository(db);
  const slides = slideRepository(db);
  const subscriptions = subscriptionService(db, clock);
  const uploads = uploadLookup(db);

  /** A cover must be an image the leader uploaded. */
  async function assertCover(ownerId: string, uploadId: string | null | undefined) {
    if (!uploadId) return;
    if (!(await uploads.ownedBy(ownerId, uploadId, ['image']))) {
      throw validationFailed([
        { path: 'coverImageId', code: 'invalid_upload', message: 'Upload the cover image first.' },
      ]);
    }
  }

  /** The guarded step before a new course exists: a workspace, and room in the plan. */
  async function assertCanAddCourse(ownerId: string) {
    const subscription = await subscriptions.of(ownerId);
    assertWorkspace(subscription);
    plans.assertAllows(subscription, {
      limit: 'courses',
      current: await courses.countOwned(ownerId),
    });
  }

  /** A course goes out only with every slide filled in (the list says which to fix). */
  async function assertPublishable(courseId: string, slideCount: number) {
    if (slideCount === 0) {
      throw validationFailed([
        { path: 'status', code: 'no_slides', message: 'Add a slide before publishing.' },
      ]);
    }
    const problems = publishProblems(
      (await slides.listAll(courseId)).map((row, index) => ({
        position: index + 1,
        title: row.title,
        body: row.body ? (JSON.parse(row.body) as unknown) : null,
        quiz: row.quiz ? (JSON.parse(row.quiz) as Quiz) : null,
        cards: row.cards ? (JSON.parse(row.cards) as Flashcard[]) : null,
        designed: Boolean(row.subtitle || row.media || row.cards),
      })),
    );
    if (problems.length) throw validationFailed(problems, 'Fix these slides before publishing.');
  }

  return {
    async list(ownerId: string, query: CourseListQuery): Promise<Paginated<Course>> {
      const { rows, total } = await courses.list(ownerId, query);
      return {
        items: rows.map((row) => presentCourse(row)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(ownerId: string, id: string): Promise<Course> {
      const course = await courses.findOwned(id, ownerId);
      assertCourseFound(course);
      return presentCourse(course);
    },

    /** A blank course, or a template's slides written in the course's language. */
    async create(
      ownerId: string,
      input: z.output<typeof courseCreateRequestSchema>,
    ): Promise<Course> {
      const template = input.templateId ? findCourseTemplate(input.templateId) : undefined;
      const content = template?.content[input.language];
      return db.transaction().execute(async () => {
        await assertCanAddCourse(ownerId);
        await assertCover(ownerId, input.coverImageId);
        const now = clock.now().toISOString();
        const id = newId();
        const theme = input.theme ?? template?.theme;
        await courses.insert({
          id,
          owner_id: ownerId,
          title: input.title ?? content!.title,
          description: input.description || (content?.description ?? ''),
          cover_upload_id: input.coverImageId,
          language: input.language,
          theme: theme ? JSON.stringify(theme) : null,
          status: 'draft',
          slide_count: 0,
          duration_minutes: 0,
          version: 1,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        });
        if (content) {
          // Each slide goes through the schema a leader's new slide does: a starter
          // course is exactly what the editor could make.
          await slides.insertMany(
            content.slides.map((slide, position) =>
              newSlideRow(slideCreateSchema.parse(slide), { courseId: id, position, now }),
            ),
          );
          await courses.refreshStats(id, clock.now());
        }
        return presentCourse((await courses.findOwned(id, ownerId))!);
      });
    },

    async update(ownerId: string, id: string, input: CourseUpdateInput): Promise<Course> {
      return db.transaction().execute(async () => {
        const course = await courses.findOwned(id, ownerId);
        assertCourseFound(course);
        await assertCover(ownerId, input.coverImageId);
        if (input.status === 'published') await assertPublishable(id, Number(course.slide_count));
        const changes: CourseChanges = {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.language !== undefined ? { language: input.language } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...(input.coverImageId !== undefined ? { cover_upload_id: input.coverImageId } : {}),
          ...(input.passMark !== undefined ? { pass_mark: input.passMark } : {}),
          ...(input.maxAttempts !== undefined ? { max_attempts: input.maxAttempts } : {}),
          ...(input.validForDays !== undefined ? { valid_for_days: input.validForDays } : {}),
          ...(input.requireSignOff !== undefined
            ? { require_sign_off: input.requireSignOff ? 1 : 0 }
            : {}),
          ...(input.theme !== undefined ? { theme: JSON.stringify(input.theme) } : {}),
        };
        if (input.retrain && (input.status ?? course.status) !== 'published') {
          throw validationFailed([
            {
              path: 'retrain',
              code: 'not_published',
              message: 'Only a published course can be retaken.',
            },
          ]);
        }
        if (!(await courses.updateVersioned(id, input.version, changes, clock.now()))) {
          throw new AppError(409, 'conflict', 'This course was changed elsewhere.', {
            current: presentCourse(course),
          });
        }
        // Everyone takes it again: a new round each, in this transaction.
        if (input.retrain) await deps.events.emit('courseRetrained', { ownerId, courseId: id });
        return presentCourse((await courses.findOwned(id, ownerId))!);
      });
    },

    async remove(ownerId: string, id: string): Promise<void> {
      const course = await courses.findOwned(id, ownerId);
      assertCourseFound(course);
      await courses.softDelete(id, clock.now());
    },

    /** A draft copy with every slide, counted against the plan like a new course. */
    async duplicate(ownerId: string, id: string): Promise<Course> {
      return db.transaction().execute(async () => {
        const found = await courses.findOwned(id, ownerId);
        assertCourseFound(found);
        await assertCanAddCourse(ownerId);
        const { assignee_count: _assignees, ...source } = found;
        const now = clock.now().toISOString();
        const copyId = newId();
        const suffix = ' (copy)';
        await courses.insert({
          ...source,
          id: copyId,
          title: source.title.slice(0, COURSE_TITLE_MAX - suffix.length) + suffix,
          status: 'draft',
          version: 1,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        });
        const rows = await slides.listAll(id);
        await slides.insertMany(
          rows.map((slide) => ({
            ...slide,
            id: newId(),
            course_id: copyId,
            version: 1,
            created_at: now,
            updated_at: now,
          })),
        );
        await courses.refreshStats(copyId, clock.now());
        return presentCourse((await courses.findOwned(copyId, ownerId))!);
      });
    },
  };
}

export type CourseService = ReturnType<typeof courseService>;

/**
 * What other modules read of a leader's courses and their slides (reports, exports,
 * learning), and the one change they make: appending imported slides.
 */
export function courseContent(db: AppKysely) {
  const courses = courseRepository(db);
  const slides = slideRepository(db);
  return {
    /** The live course when it is this owner's. */
    ownedBy: (courseId: string, ownerId: string) => courses.findOwned(courseId, ownerId),

    /** The course's slides in order. */
    slidesOf: (courseId: string) => slides.listAll(courseId),

    slide: (courseId: string, slideId: string) => slides.find(courseId, slideId),

    /**
     * Puts `rows` after the course's last slide and updates its totals, in the caller's
     * transaction (the course's row lock keeps a concurrent edit from taking the same places).
     */
    async appendSlides(
      courseId: string,
      rows: Omit<Insertable<SlidesTable>, 'course_id' | 'position'>[],
      now: Date,
    ) {
      await courses.lock(courseId, now);
      let position = (await slides.maxPosition(courseId)) + 1;
      await slides.insertMany(
        rows.map((row) => ({ ...row, course_id: courseId, position: position++ })),
      );
      await courses.refreshStats(courseId, now);
    },
  };
}

export type { CourseRow } from './course.repository.js';
export type { SlideRow } from './slide.repository.js';
