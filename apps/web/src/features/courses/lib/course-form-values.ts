import type { Course } from '@slidewise/shared/courses/course';
import type { Language } from '@slidewise/shared/i18n/languages';

/** What the course form edits. */
export interface CourseFormValues {
  title: string;
  description: string;
  language: Language;
  coverImageId: string | null;
}

export type CourseField = keyof CourseFormValues;
export const COURSE_FIELDS: readonly CourseField[] = [
  'title',
  'description',
  'language',
  'coverImageId',
];

export function formValuesOf(course: Course): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    language: course.language,
    coverImageId: course.coverImageId,
  };
}

// The server trims texts, so spaces at the ends are no change.
const same = (field: CourseField, a: CourseFormValues, b: CourseFormValues) =>
  typeof a[field] === 'string' && typeof b[field] === 'string'
    ? (a[field] as string).trim() === (b[field] as string).trim()
    : a[field] === b[field];

/**
 * The fields the person changed since `base`. Only these are sent, so a save (or an
 * overwrite after a conflict) never replaces what someone else changed in other fields.
 */
export function changedFields(
  base: CourseFormValues,
  values: CourseFormValues,
): Partial<CourseFormValues> {
  const changes: Partial<CourseFormValues> = {};
  for (const field of COURSE_FIELDS) {
    if (!same(field, base, values)) Object.assign(changes, { [field]: values[field] });
  }
  return changes;
}

/**
 * The fields where the person's pending change and the newer saved course disagree:
 * what an overwrite would replace, shown before they choose.
 */
export function conflictingFields(mine: Partial<CourseFormValues>, theirs: Course): CourseField[] {
  const current = formValuesOf(theirs);
  return COURSE_FIELDS.filter(
    (field) => field in mine && !same(field, { ...current, ...mine }, current),
  );
}
