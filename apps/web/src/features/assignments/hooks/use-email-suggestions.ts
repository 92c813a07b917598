import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Group, Member } from '@slidewise/shared/groups/group';
import { MAX_PAGE_SIZE } from '@slidewise/shared/http/pagination';
import { assigneesQueryOptions } from '../api/get-assignees';
import { groupMembersQueryOptions } from '../api/get-groups';
import type { EmailSuggestion } from '../components/email-chips-input';

/** Enough groups to suggest from without a burst of requests. */
const SUGGESTION_GROUPS = 20;

const allMembers = (results: { data?: { items: Member[] } | undefined }[]) =>
  results.flatMap((result) => result.data?.items ?? []);

/**
 * Addresses to suggest: the members of the leader's groups and the people this
 * course is already assigned to. Fetched only once `enabled` (the field was used).
 */
export function useEmailSuggestions(
  courseId: string,
  groups: Group[] | undefined,
  enabled: boolean,
): EmailSuggestion[] {
  const members = useQueries({
    queries: (groups ?? []).slice(0, SUGGESTION_GROUPS).map((group) => ({
      ...groupMembersQueryOptions(group.id),
      enabled,
    })),
    combine: allMembers,
  });
  const assignees = useQuery({
    ...assigneesQueryOptions(courseId, { page: 1, pageSize: MAX_PAGE_SIZE, status: '', q: '' }),
    enabled,
  });
  const assigneeList = assignees.data?.items;

  return useMemo(() => {
    const byEmail = new Map<string, EmailSuggestion>();
    for (const person of [...members, ...(assigneeList ?? [])]) {
      const known = byEmail.get(person.email);
      if (!known || (!known.name && person.displayName)) {
        byEmail.set(person.email, { email: person.email, name: person.displayName });
      }
    }
    return [...byEmail.values()].sort((a, b) => a.email.localeCompare(b.email));
  }, [members, assigneeList]);
}
