import { z } from 'zod';
import { emailSchema } from '../auth/schemas.js';

export const JOIN_LINK_MAX_USES = 10_000;

/** A domain such as `example.com` (no @, no scheme), stored lower-case. */
export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Not a domain');

export const joinLinkCreateSchema = z
  .object({
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    maxUses: z.number().int().min(1).max(JOIN_LINK_MAX_USES).optional(),
    emailDomain: emailDomainSchema.optional(),
  })
  .strict();
export type JoinLinkCreateInput = z.infer<typeof joinLinkCreateSchema>;

export const joinLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  emailDomain: z.string().nullable(),
  createdAt: z.string(),
});
export type JoinLink = z.infer<typeof joinLinkSchema>;

/** What the public join page shows before anyone signs in. */
export const joinLinkInfoSchema = z.object({
  groupName: z.string(),
  leaderName: z.string(),
  emailDomain: z.string().nullable(),
});
export type JoinLinkInfo = z.infer<typeof joinLinkInfoSchema>;

/** A new person's account (a learner) is made from these; no body joins as the signed-in account. */
export const joinSignUpSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: emailSchema,
  password: z.string().min(1).max(1024),
});
export const joinRequestSchema = z.union([joinSignUpSchema, z.object({}).strict()]).optional();

export const joinResultSchema = z.object({
  groupName: z.string(),
  alreadyMember: z.boolean(),
  redirectTo: z.string(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;
