import { queryOptions, useQuery } from '@tanstack/react-query';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { assigneeSchema } from '@slidewise/shared/learning/assignment';
import { courseReportRowSchema } from '@slidewise/shared/reports/reports';
import { apiRequest } from '@/lib/api-client';

const coursePageSchema = paginatedSchema(courseReportRowSchema);
const assigneePageSchema = paginatedSchema(assigneeSchema);

/** How many courses, and people per course, the dashboard looks through. */
const COURSES_LOOKED_AT = 5;
const PEOPLE_PER_COURSE = 20;
export const OVERDUE_SHOWN = 8;

export interface OverdueItem {
  courseId: string;
  courseTitle: string;
  /** The assignment's id, for the reminder. */
  assigneeId: string;
  email: string;
  displayName: string | null;
  dueAt: string;
}

/**
 * The overdue work to act on first: the courses report sorted by overdue count gives the
 * courses with late work, and each course's assignee list (status=overdue) the people, with
 * the assignment ids a reminder needs. The longest overdue come first.
 */
export async function getOverdueWork(signal?: AbortSignal): Promise<OverdueItem[]> {
  const courses = await apiRequest(
    `/api/v1/reports/courses?sort=overdue&order=desc&pageSize=${COURSES_LOOKED_AT}`,
    { schema: coursePageSchema, signal },
  );
  const late = courses.items.filter((course) => course.overdue > 0);
  const lists = await Promise.all(
    late.map((course) =>
      apiRequest(
        `/api/v1/courses/${encodeURIComponent(course.courseId)}/assignees?status=overdue&pageSize=${PEOPLE_PER_COURSE}`,
        { schema: assigneePageSchema, signal },
      ).then(({ items }) =>
        items
          .filter((assignee) => assignee.dueAt)
          .map((assignee) => ({
            courseId: course.courseId,
            courseTitle: course.title,
            assigneeId: assignee.id,
            email: assignee.email,
            displayName: assignee.displayName,
            dueAt: assignee.dueAt!,
          })),
      ),
    ),
  );
  return lists
    .flat()
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.email.localeCompare(b.email))
    .slice(0, OVERDUE_SHOWN);
}

export const overdueWorkQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'overdue'],
    queryFn: ({ signal }) => getOverdueWork(signal),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export function useOverdueWork({ enabled = true } = {}) {
  return useQuery({ ...overdueWorkQueryOptions(), enabled });
}
