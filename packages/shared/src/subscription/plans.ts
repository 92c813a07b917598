import { z } from 'zod';
import { trialSchema } from './trial.js';

export const PLAN_IDS = ['FREE', 'PRO'] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

export const billingIntervalSchema = z.enum(['monthly', 'yearly']);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** Translation keys of plan features (`subscription.features.<key>` in the web app). */
export const PLAN_FEATURES = [
  'trialDays',
  'courses',
  'assignees',
  'unlimitedCourses',
  'unlimitedAssignees',
  'groups',
  'reports',
  'prioritySupport',
] as const;

export const planLimitsSchema = z.object({
  /** null: unlimited. */
  courses: z.number().int().nullable(),
  assignees: z.number().int().nullable(),
  groups: z.boolean(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  /** Minor units (cents) in `currency`. */
  prices: z.object({ monthly: z.number().int(), yearly: z.number().int(), currency: z.string() }),
  limits: planLimitsSchema,
  features: z.array(z.enum(PLAN_FEATURES)),
});
export type Plan = z.infer<typeof planSchema>;

export const subscriptionStatusSchema = z.enum(['trialing', 'active', 'past_due', 'canceled']);

export const subscriptionDetailsSchema = z.object({
  plan: planIdSchema,
  status: subscriptionStatusSchema,
  startAt: z.string(),
  expiresAt: z.string(),
  trial: trialSchema,
  /** For a paid plan: the date it renews (or ends, when canceled). */
  renewsAt: z.string().nullable(),
  /** True when the FREE limits are enforced (the trial is over and no paid plan runs). */
  limited: z.boolean(),
  limits: planLimitsSchema,
  /** What the workspace holds now, against `limits`: the screens show a limit before its form. */
  usage: z.object({
    courses: z.number().int(),
    assignees: z.number().int(),
    groups: z.number().int(),
  }),
  billing: z.object({ configured: z.boolean(), canManage: z.boolean() }),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

export const checkoutSchema = z.object({ planId: z.string(), interval: billingIntervalSchema });
export const redirectSchema = z.object({ url: z.string() });

/** Which limit an action ran into; sent in the details of a 402 `plan_limit`. */
export const planLimitDetailsSchema = z.object({
  limit: z.enum(['courses', 'assignees', 'groups', 'sso']),
  max: z.number().int().nullable(),
});
export type PlanLimitDetails = z.infer<typeof planLimitDetailsSchema>;
