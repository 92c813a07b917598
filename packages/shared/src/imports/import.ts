import { z } from 'zod';

export const IMPORT_TYPES = ['pptx', 'pdf'] as const;
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;

/** Why a file is refused (`details.reason` of the 422); each has its own sentence. */
export const IMPORT_REFUSALS = [
  'not_a_presentation',
  'not_a_pdf',
  'password_protected',
  'empty_presentation',
  'corrupted_file',
  'zip_bomb',
  'unsafe_archive',
  'unsafe_xml',
  'too_many_slides',
  'file_too_large',
  'not_available',
] as const;
export type ImportRefusal = (typeof IMPORT_REFUSALS)[number];

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
