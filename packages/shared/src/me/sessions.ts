import { z } from 'zod';

/** One signed-in browser or device of the account. */
export const accountSessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  /** When the session was last renewed (on use, at most once a day). */
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
