import type { Course, CourseStatus } from '@slidewise/shared/courses/course';

/** What a leader can do to a course's status. */
export type StatusAction = 'publish' | 'unpublish' | 'archive' | 'restore';

export const STATUS_ACTION_TARGET: Record<StatusAction, CourseStatus> = {
  publish: 'published',
  unpublish: 'draft',
  archive: 'archived',
  restore: 'draft',
};

/**
 * The changes offered from each status: a draft is published or archived; a published
 * course goes back to draft (unpublished) or is archived; an archived one comes back as a
 * draft or is published again.
 */
export function statusActions(status: CourseStatus): StatusAction[] {
  switch (status) {
    case 'draft':
      return ['publish', 'archive'];
    case 'published':
      return ['unpublish', 'archive'];
    case 'archived':
      return ['restore', 'publish'];
  }
}

/** Only a published course can be assigned (PRODUCT.md). */
export function canAssign(course: Pick<Course, 'status'>): boolean {
  return course.status === 'published';
}
