import { z } from 'zod';

export const IMPORT_TYPES = ['pptx', 'pdf'] as const;
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;

export const importQuerySchema = z.object({ type: z.enum(IMPORT_TYPES) });

export const importSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  courseId: z.string().optional(),
  /** What could not be converted, by slide number. */
  report: z.array(z.object({ slide: z.number().int(), message: z.string() })),
  error: z.string().optional(),
});
export type ImportJob = z.infer<typeof importSchema>;
