import { z } from 'zod';

/** The most rows one bulk action takes; beyond it the API answers 422 `batch_too_large`. */
export const BULK_MAX_IDS = 1000;
export const BATCH_TOO_LARGE_MESSAGE = `Choose at most ${BULK_MAX_IDS.toLocaleString('en')} at a time.`;

/**
 * The rows a bulk action acts on. Each entry is a row's `id` as its list gives it
 * (assignee `id`, member `id`, report `personId`) or the person's `userId`: people
 * invited but without an account yet have only the former.
 */
export const bulkIdsSchema = z
  .array(z.string().min(1).max(400))
  .min(1)
  .max(BULK_MAX_IDS, { error: BATCH_TOO_LARGE_MESSAGE });

/** Every bulk action answers how many rows it changed (or, for reminders, e-mails it queued). */
export const bulkResultSchema = z.object({ affected: z.number().int().min(0) });
export type BulkResult = z.infer<typeof bulkResultSchema>;
