import { z } from 'zod';

export const INVITATION_DAYS = 14;

export const invitationSchema = z.object({
  email: z.string(),
  inviterName: z.string(),
  expiresAt: z.string(),
  /** The address already has an account: the person signs in instead of signing up. */
  accountExists: z.boolean(),
  /** The address has already joined (through this link, another one, or by verifying it). */
  joined: z.boolean(),
  /** Where the person goes once in: the course the e-mail was about, or My learning. */
  redirectTo: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationCredentialsSchema = z.object({
  name: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(1024),
});

/** A name and password create the account; no body (or `{}`) accepts as the signed-in account. */
export const acceptInvitationSchema = z
  .union([invitationCredentialsSchema, z.object({}).strict()])
  .optional();

export const acceptInvitationResultSchema = z.object({ redirectTo: z.string() });
