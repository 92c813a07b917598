import { z } from 'zod';
import { trialSchema } from '../subscription/trial.js';

export { DEFAULT_ROLE } from './roles.js';

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: z.number().int(),
  /** The interface language last chosen while signed in (e-mails use it too). */
  locale: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const subscriptionSchema = z.object({
  plan: z.string(),
  startAt: z.string(),
  expiresAt: z.string(),
  trial: trialSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const meSchema = z.object({
  user: userSchema,
  leader: z.object({ subscription: subscriptionSchema }).nullable(),
});
export type Me = z.infer<typeof meSchema>;
