import { z } from 'zod';

/** The seed's section 9: trial length, popup threshold and popup suppression. */
export const TRIAL_DAYS = 14;
export const TRIAL_POPUP_THRESHOLD_DAYS = 5;
export const TRIAL_POPUP_SUPPRESSION_MINUTES = 60;
export const FREE_PLAN_ID = 'FREE';

const DAY_MS = 24 * 60 * 60 * 1000;

export const trialStatusSchema = z.enum(['active', 'expired']);
export type TrialStatus = z.infer<typeof trialStatusSchema>;

export const trialSchema = z.object({
  status: trialStatusSchema,
  daysLeft: z.number().int().min(0),
});
export type Trial = z.infer<typeof trialSchema>;

/**
 * Active while `now < expiresAt` and at most TRIAL_DAYS have passed since `startAt`
 * (PRODUCT.md). `daysLeft` is whole days until `expiresAt`, rounded up, never below 0.
 */
export function computeTrial(startAt: Date, expiresAt: Date, now: Date): Trial {
  const msLeft = expiresAt.getTime() - now.getTime();
  const elapsedDays = (now.getTime() - startAt.getTime()) / DAY_MS;
  const active = msLeft > 0 && elapsedDays <= TRIAL_DAYS;
  return {
    status: active ? 'active' : 'expired',
    daysLeft: active ? Math.max(0, Math.ceil(msLeft / DAY_MS)) : 0,
  };
}

export function trialEndsAt(startAt: Date): Date {
  return new Date(startAt.getTime() + TRIAL_DAYS * DAY_MS);
}
