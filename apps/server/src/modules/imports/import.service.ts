import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { slideMinutes } from '@slidewise/shared/courses/duration';
import { SLIDE_NOTES_MAX, SLIDE_SUBTITLE_MAX } from '@slidewise/shared/courses/slide';
import type { ImportJob } from '@slidewise/shared/imports/import';
import type { AppKysely } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { assertCourseFound } from '../courses/course.policy.js';
import { courseContent, type courseService } from '../courses/course.service.js';
import type { UploadRecord, uploadService } from '../uploads/upload.service.js';
import { importRefused } from './import-error.js';
import { openPdf } from './pdf-reader.js';
import { readPptx } from './pptx-reader.js';
import {
  guessLanguage,
  pdfPageDrafts,
  plainText,
  toSlideDrafts,
  type SlideDraft,
} from './pptx-to-slides.js';

export interface ImportDeps {
  db: AppKysely;
  clock: Clock;
  courses: ReturnType<typeof courseService>;
  uploads: ReturnType<typeof uploadService>;
  log: FastifyBaseLogger;
}

class Cancelled extends Error {}

/**
 * Turns a presentation into a draft course (or appends it to one) as a job: the
 * file is read and checked before the answer (a bad file is refused at once),
 * then pictures are stored slide by slide with the progress kept in the
 * database, and the course and its slides are written in one transaction at the
 * end. A failure or a cancel removes every picture already stored, so nothing
 * half-made remains.
 */
export function importService({ db, clock, courses, uploads, log }: ImportDeps) {
  const content = courseContent(db);
  const running = new Set<Promise<void>>();

  async function row(ownerId: string, id: string) {
    const found = await db
      .selectFrom('imports')
      .selectAll()
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!found) throw notFound('Import');
    return found;
  }

  /** Changes the job's row (only while its status is one of `from`, when given); true if it did. */
  async function setStatus(
    id: string,
    changes: {
      status?: string;
      done?: number;
      total?: number;
      course_id?: string;
      report?: string;
      error?: string;
    },
    from?: readonly string[],
  ): Promise<boolean> {
    let update = db
      .executor()
      .updateTable('imports')
      .set({ ...changes, updated_at: clock.now().toISOString() })
      .where('id', '=', id);
    if (from) update = update.where('status', 'in', from);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function cancelled(id: string) {
    const current = await db
      .selectFrom('imports')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return current?.status === 'cancelled';
  }

  async function run(
    ownerId: string,
    id: string,
    drafts: SlideDraft[],
    fileName: string,
    courseId: string | undefined,
  ) {
    const stored: UploadRecord[] = [];
    const report: { slide: number; message: string }[] = [];
    try {
      // A job cancelled while it waited never starts.
      if (!(await setStatus(id, { status: 'running' }, ['queued']))) throw new Cancelled();
      const pictureIds = new Map<object, string>();
      for (const [index, draft] of drafts.entries()) {
        if (await cancelled(id)) throw new Cancelled();
        await draft.load?.();
        for (const picture of [draft.media, ...draft.inlinePictures]) {
          if (!picture) continue;
          try {
            const record = await uploads.store(ownerId, 'image', Readable.from(picture.data));
            stored.push(record);
            pictureIds.set(picture, record.id);
          } catch {
            report.push({
              slide: draft.number,
              message: `Picture ${picture.name} is in a format that cannot be shown on the web.`,
            });
          }
        }
        for (const message of draft.report) report.push({ slide: draft.number, message });
        await setStatus(id, { done: index + 1 });
      }
      if (await cancelled(id)) throw new Cancelled();

      const now = clock.now();
      const targetId = await db.transaction().execute(async () => {
        const target =
          courseId ??
          (
            await courses.create(ownerId, {
              title:
                (
                  drafts.find((d) => d.title)?.title || fileName.replace(/\.(pptx|pdf)$/i, '')
                ).slice(0, 120) || 'Imported presentation',
              description: '',
              language: guessLanguage(
                drafts.flatMap((d) => [d.title, d.subtitle, plainText(d.body)]),
              ),
              coverImageId: null,
            })
          ).id;
        if (courseId) assertCourseFound(await content.ownedBy(courseId, ownerId));
        await content.appendSlides(
          target,
          drafts.map((draft) => {
            const media = slideMedia(draft, pictureIds);
            const body = withPictures(draft, pictureIds, media !== null);
            return {
              id: newId(),
              kind: 'content',
              // A media layout whose picture could not be kept is a text slide.
              layout: media || !draft.layout.startsWith('media') ? draft.layout : 'text',
              title: draft.title,
              subtitle: draft.subtitle.trim().slice(0, SLIDE_SUBTITLE_MAX) || null,
              body: JSON.stringify(body),
              media,
              notes: draft.notes.trim().slice(0, SLIDE_NOTES_MAX) || null,
              quiz: null,
              quiz_type: null,
              minutes: slideMinutes({ kind: 'content', body }),
              version: 1,
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            };
          }),
          now,
        );
        // Only a job nobody cancelled meanwhile finishes; otherwise all of it rolls back.
        const finished = await db
          .executor()
          .updateTable('imports')
          .set({
            status: 'done',
            course_id: target,
            report: JSON.stringify(report),
            updated_at: now.toISOString(),
          })
          .where('id', '=', id)
          .where('status', '=', 'running')
          .executeTakeFirst();
        if (Number(finished.numUpdatedRows) !== 1) throw new Cancelled();
        return target;
      });
      log.info({ importId: id, courseId: targetId, slides: drafts.length }, 'import finished');
    } catch (error) {
      await Promise.allSettled(stored.map((record) => uploads.remove(record)));
      if (error instanceof Cancelled) return;
      log.warn({ err: error, importId: id }, 'import failed');
      const message =
        error instanceof AppError ? error.message : 'The import could not be completed.';
      await setStatus(id, { status: 'failed', error: message, report: JSON.stringify(report) });
    }
  }

  return {
    async start(
      ownerId: string,
      input: {
        type: 'pptx' | 'pdf';
        file: Buffer;
        fileName: string;
        courseId?: string | undefined;
        includeHidden?: boolean;
      },
    ): Promise<ImportJob> {
      if (input.courseId) assertCourseFound(await content.ownedBy(input.courseId, ownerId));
      const pdf = input.type === 'pdf' ? await openPdf(input.file) : undefined;
      const drafts = pdf
        ? pdfPageDrafts(pdf.pages, (page) => pdf.page(page))
        : toSlideDrafts(await readPptx(input.file), input.includeHidden);
      if (drafts.length === 0) throw importRefused('empty_presentation');
      const id = newId();
      const now = clock.now().toISOString();
      try {
        await db
          .insertInto('imports')
          .values({
            id,
            owner_id: ownerId,
            type: input.type,
            file_name: input.fileName.slice(0, 200),
            status: 'queued',
            done: 0,
            total: drafts.length,
            course_id: input.courseId ?? null,
            append: input.courseId ? 1 : 0,
            report: '[]',
            error: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
      } catch (error) {
        await pdf?.close();
        throw error;
      }
      const job = run(ownerId, id, drafts, input.fileName, input.courseId).finally(() => {
        void pdf?.close();
        running.delete(job);
      });
      running.add(job);
      return { id, status: 'queued', done: 0, total: drafts.length, report: [] };
    },

    async get(ownerId: string, id: string): Promise<ImportJob> {
      const found = await row(ownerId, id);
      return {
        id: found.id,
        status: found.status as ImportJob['status'],
        done: Number(found.done),
        total: Number(found.total),
        ...(found.course_id && found.status === 'done' ? { courseId: found.course_id } : {}),
        report: JSON.parse(found.report) as ImportJob['report'],
        ...(found.error ? { error: found.error } : {}),
      };
    },

    async cancel(ownerId: string, id: string): Promise<void> {
      await row(ownerId, id); // another account's job: 404
      // One statement: a job that finishes meanwhile is not marked cancelled after the fact.
      if (!(await setStatus(id, { status: 'cancelled' }, ['queued', 'running']))) {
        throw new AppError(409, 'conflict', 'This import has already finished.');
      }
    },

    /** Waits for jobs in flight (at shutdown, and in tests). */
    async settle(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}

/**
 * The slide's media as stored (an image upload with its alt text): PowerPoint's
 * description, else the slide title. Without either, the picture stays in the body.
 */
function slideMedia(draft: SlideDraft, ids: Map<object, string>): string | null {
  const uploadId = draft.media && ids.get(draft.media);
  const alt = (draft.media?.alt.trim() || draft.title.trim()).slice(0, 300);
  return uploadId && alt ? JSON.stringify({ uploadId, type: 'image', alt }) : null;
}

/** The body with the slide's other pictures (and its media, when that could not be media). */
function withPictures(draft: SlideDraft, ids: Map<object, string>, mediaKept: boolean) {
  const pictures = [...(mediaKept ? [] : [draft.media]), ...draft.inlinePictures].filter(
    (p) => p && ids.has(p),
  );
  const images = pictures.map((p) => ({
    type: 'image',
    attrs: { src: `/api/v1/uploads/${ids.get(p!)}`, alt: p!.alt.slice(0, 300) || null },
  }));
  const content = draft.body.content.filter((n) => n.type !== 'paragraph' || n.content?.length);
  return {
    type: 'doc' as const,
    content: [...images, ...content].length ? [...images, ...content] : [{ type: 'paragraph' }],
  };
}
