import type { AssigneeStatus } from '@slidewise/shared/learning/assignment';

export interface AssigneeListParams {
  page: number;
  pageSize: number;
  status: AssigneeStatus | '';
  q: string;
}

/**
 * Query keys. The course and group keys match the courses and groups features'
 * (['courses', 'detail', id], ['groups', 'list', …], ['groups', 'members', id, …]),
 * so their changes refresh what this screen shows and the cache is shared.
 */
export const assignmentKeys = {
  course: (courseId: string) => ['courses', 'detail', courseId] as const,
  assignees: (courseId: string) => ['courses', 'assignees', courseId] as const,
  assigneePage: (courseId: string, params: AssigneeListParams) =>
    ['courses', 'assignees', courseId, params] as const,
  groups: () => ['groups', 'list', 'assign-picker'] as const,
  members: (groupId: string) => ['groups', 'members', groupId, 'assign-suggestions'] as const,
};
