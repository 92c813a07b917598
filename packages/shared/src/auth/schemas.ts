import { z } from 'zod';

// Form and request contracts for the auth screens. The password's strength is
// checked against the server's policy separately (see password-policy.ts), so
// these only say "present".
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(1024),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: emailSchema,
  password: z.string().min(1).max(1024),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/**
 * The answer to a sign-up, the same whether or not the address already has an account
 * (its owner is e-mailed instead): the account is usable from the e-mailed link.
 */
export const checkEmailSchema = z.object({ status: z.literal('check_email') });
export type CheckEmail = z.infer<typeof checkEmailSchema>;
export const CHECK_EMAIL: CheckEmail = { status: 'check_email' };

export const resetPasswordSchema = z.object({
  newPassword: z.string().min(1).max(1024),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(1).max(1024),
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A path on this site (where a sign-in lands): no scheme, no host, no backslash or control character. */
export const sitePathSchema = z
  .string()
  .max(2000)
  .refine(
    (path) =>
      path.startsWith('/') &&
      !path.startsWith('//') &&
      ![...path].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f),
    'Must be a path on this site',
  );

/** Send the e-mail verification link again (`callbackURL`: where the link lands). */
export const verificationEmailSchema = z.object({
  email: emailSchema,
  callbackURL: sitePathSchema.optional(),
});

export const magicLinkSchema = z.object({
  email: emailSchema,
  callbackURL: sitePathSchema.optional(),
});
export type MagicLinkInput = z.infer<typeof magicLinkSchema>;
