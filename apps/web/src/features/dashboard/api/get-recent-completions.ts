import { queryOptions, useQuery } from '@tanstack/react-query';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { personDetailSchema, personReportRowSchema } from '@slidewise/shared/reports/reports';
import { apiRequest } from '@/lib/api-client';

const personPageSchema = paginatedSchema(personReportRowSchema);

const PEOPLE_LOOKED_AT = 20;
const PEOPLE_OPENED = 5;
export const RECENT_SHOWN = 5;

export interface RecentCompletion {
  personId: string;
  email: string;
  displayName: string | null;
  courseId: string;
  courseTitle: string;
  completedAt: string;
  score: number | null;
}

/**
 * The latest completions: the people report sorted by last activity gives the most recently
 * active people who have completed something (a completion is an activity), and their detail
 * report the courses and when each was completed. The newest come first.
 */
export async function getRecentCompletions(signal?: AbortSignal): Promise<RecentCompletion[]> {
  const people = await apiRequest(
    `/api/v1/reports/people?sort=lastActivity&order=desc&pageSize=${PEOPLE_LOOKED_AT}`,
    { schema: personPageSchema, signal },
  );
  const finishers = people.items.filter((person) => person.completed > 0).slice(0, PEOPLE_OPENED);
  const details = await Promise.all(
    finishers.map((person) =>
      apiRequest(`/api/v1/reports/people/${encodeURIComponent(person.personId)}`, {
        schema: personDetailSchema,
        signal,
      }),
    ),
  );
  return details
    .flatMap(({ person, assignments }) =>
      assignments
        .filter((a) => a.status === 'completed' && a.completedAt)
        .map((a) => ({
          personId: person.personId,
          email: person.email,
          displayName: person.displayName,
          courseId: a.courseId,
          courseTitle: a.title,
          completedAt: a.completedAt!,
          score: a.score,
        })),
    )
    .sort((a, b) => b.completedAt.localeCompare(a.completedAt))
    .slice(0, RECENT_SHOWN);
}

export const recentCompletionsQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'recent-completions'],
    queryFn: ({ signal }) => getRecentCompletions(signal),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export function useRecentCompletions({ enabled = true } = {}) {
  return useQuery({ ...recentCompletionsQueryOptions(), enabled });
}
