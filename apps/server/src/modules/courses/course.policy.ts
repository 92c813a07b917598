import { AppError, notFound } from '../../lib/app-error.js';
import type { SubscriptionRecord } from '../subscription/subscription.service.js';
import type { CourseRow } from './course.repository.js';

/** Only the course's leader may read or change it here; anyone else is told it does not exist. */
export function assertCourseFound(course: CourseRow | undefined): asserts course is CourseRow {
  if (!course) throw notFound('Course');
}

/** Building courses needs a workspace (a leader record); learner-only accounts have none. */
export function assertWorkspace(
  subscription: SubscriptionRecord | undefined,
): asserts subscription is SubscriptionRecord {
  if (!subscription) {
    throw new AppError(403, 'forbidden', 'Start your own workspace to build courses.');
  }
}
