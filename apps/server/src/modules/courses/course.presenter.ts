import type { Course, CourseStatus } from '@slidewise/shared/courses/course';
import { courseMinutes } from '@slidewise/shared/courses/duration';
import type { RichTextDoc } from '@slidewise/shared/courses/rich-text';
import type { Quiz, Slide } from '@slidewise/shared/courses/slide';
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

export function presentCourse(row: CourseRow): Course {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    coverImage: row.cover_upload_id ? uploadUrl(row.cover_upload_id) : null,
    coverImageId: row.cover_upload_id,
    language: row.language as Language,
    status: row.status as CourseStatus,
    estimatedMinutes: courseMinutes(Number(row.duration_minutes)),
    slideCount: Number(row.slide_count),
    assigneeCount: Number(row.assignee_count),
    version: Number(row.version),
    ...presentSettings(row),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export function presentSlide(row: SlideRow): Slide {
  return {
    id: row.id,
    kind: row.kind as Slide['kind'],
    title: row.title,
    ...(row.body ? { body: JSON.parse(row.body) as RichTextDoc } : {}),
    ...(row.quiz ? { quiz: JSON.parse(row.quiz) as Quiz } : {}),
    position: Number(row.position),
    version: Number(row.version),
    updatedAt: toIso(row.updated_at),
  };
}
