import { z } from 'zod';

const MiB = 1024 * 1024;

/** What each kind of upload may be: checked on the file's content, never its name. */
export const UPLOAD_KINDS = {
  avatar: { maxBytes: 2 * MiB, types: ['image/png', 'image/jpeg', 'image/webp'] },
  image: { maxBytes: 5 * MiB, types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] },
  video: { maxBytes: 200 * MiB, types: ['video/mp4', 'video/webm'] },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;
export const uploadKindSchema = z.enum(['avatar', 'image', 'video']);

export const uploadSchema = z.object({
  id: z.string(),
  url: z.string(),
  kind: uploadKindSchema,
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;
