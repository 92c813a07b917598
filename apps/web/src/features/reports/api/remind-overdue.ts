import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const affectedSchema = z.object({ affected: z.number().int() });

/**
 * Reminds people (report `personId`s) of their overdue, unfinished work: one e-mail each,
 * all or none. `affected` is the number of e-mails queued.
 */
export async function remindOverdue(input: { userIds: string[]; courseId?: string }) {
  return apiRequest('/api/v1/reports/remind', {
    method: 'POST',
    body: input,
    schema: affectedSchema,
  });
}

export function useRemindOverdue() {
  return useMutation({
    // The toolbar reports the outcome with a toast.
    meta: { handlesErrors: true },
    mutationFn: remindOverdue,
  });
}
