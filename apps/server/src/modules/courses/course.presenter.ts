import type { Course, CourseStatus } from '@slidewise/shared/courses/course';
import { courseMinutes } from '@slidewise/shared/courses/duration';
import type { RichTextDoc } from '@slidewise/shared/courses/rich-text';
import type { Quiz } from '@slidewise/shared/courses/quiz';
import type {
  Flashcard,
  Slide,
  SlideBackground,
  SlideKind,
  SlideLayout,
  SlideMedia,
} from '@slidewise/shared/courses/slide';
import { DEFAULT_THEME, type CourseTheme } from '@slidewise/shared/courses/theme';
import type { Language } from '@slidewise/shared/i18n/languages';
import type { TrainingSettings } from '@slidewise/shared/learning/certification';
import { toIso } from '../../db/schema.js';
import { uploadUrl } from '../uploads/upload.presenter.js';
import type { CourseRow } from './course.repository.js';
import type { SlideRow } from './slide.repository.js';

export function presentSettings(
  row: Pick<CourseRow, 'pass_mark' | 'max_attempts' | 'valid_for_days' | 'require_sign_off'>,
): TrainingSettings {
  const n = (v: number | null) => (v === null ? null : Number(v));
  return {
    passMark: n(row.pass_mark),
    maxAttempts: n(row.max_attempts),
    validForDays: n(row.valid_for_days),
    requireSignOff: Boolean(Number(row.require_sign_off)),
  };
}

/** What every view of a course shows of it, the leader's and the learner's: what, how long, its look. */
export function presentCourseSummary(row: {
  title: string;
  description: string;
  cover_upload_id: string | null;
  duration_minutes: number | string;
  slide_count: number | string;
  theme: string | null;
}) {
  return {
    title: row.title,
    description: row.description,
    coverImage: row.cover_upload_id ? uploadUrl(row.cover_upload_id) : null,
    estimatedMinutes: courseMinutes(Number(row.duration_minutes)),
    slideCount: Number(row.slide_count),
    theme: parseTheme(row.theme),
  };
}

export function presentCourse(row: CourseRow): Course {
  return {
    id: row.id,
    ...presentCourseSummary(row),
    coverImageId: row.cover_upload_id,
    language: row.language as Language,
    status: row.status as CourseStatus,
    assigneeCount: Number(row.assignee_count),
    version: Number(row.version),
    ...presentSettings(row),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export const parseTheme = (theme: string | null): CourseTheme =>
  theme ? (JSON.parse(theme) as CourseTheme) : DEFAULT_THEME;

interface StoredMedia {
  uploadId?: string;
  embedUrl?: string;
  alt?: string;
  caption?: string;
  type: SlideMedia['type'];
}

function presentMedia(media: string | null): SlideMedia | undefined {
  if (!media) return undefined;
  const stored = JSON.parse(media) as StoredMedia;
  return { ...stored, url: stored.uploadId ? uploadUrl(stored.uploadId) : stored.embedUrl! };
}

function presentBackground(background: string | null): SlideBackground | undefined {
  if (!background) return undefined;
  const stored = JSON.parse(background) as Omit<SlideBackground, 'imageUrl'>;
  return { ...stored, ...(stored.uploadId ? { imageUrl: uploadUrl(stored.uploadId) } : {}) };
}

/** What learners and authors both see of a slide (never the notes or a quiz's answer). */
export function presentSlideDesign(row: SlideRow) {
  const media = presentMedia(row.media);
  const background = presentBackground(row.background);
  return {
    id: row.id,
    kind: row.kind as SlideKind,
    layout: row.layout as SlideLayout,
    title: row.title,
    ...(row.subtitle ? { subtitle: row.subtitle } : {}),
    ...(row.body ? { body: JSON.parse(row.body) as RichTextDoc } : {}),
    ...(media ? { media } : {}),
    ...(background ? { background } : {}),
    ...(row.cards ? { cards: JSON.parse(row.cards) as Flashcard[] } : {}),
  };
}

/** The author's view: everything, notes and answers included. */
export function presentSlide(row: SlideRow): Slide {
  return {
    ...presentSlideDesign(row),
    ...(row.notes ? { notes: row.notes } : {}),
    ...(row.quiz ? { quiz: JSON.parse(row.quiz) as Quiz } : {}),
    position: Number(row.position),
    version: Number(row.version),
    updatedAt: toIso(row.updated_at),
  };
}
