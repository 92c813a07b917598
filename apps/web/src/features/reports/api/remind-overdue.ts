import { useMutation } from '@tanstack/react-query';
import { bulkResultSchema } from '@slidewise/shared/http/bulk';
import { apiRequest } from '@/lib/api-client';

/**
 * Reminds people (report `personId`s) of their overdue, unfinished work: one e-mail each,
 * all or none. `affected` is the number of e-mails queued.
 */
export async function remindOverdue(input: { userIds: string[]; courseId?: string }) {
  return apiRequest('/api/v1/reports/remind', {
    method: 'POST',
    body: input,
    schema: bulkResultSchema,
  });
}

export function useRemindOverdue() {
  return useMutation({
    // The toolbar reports the outcome with a toast.
    meta: { handlesErrors: true },
    mutationFn: remindOverdue,
  });
}
