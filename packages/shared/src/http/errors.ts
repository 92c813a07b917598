import { z } from 'zod';

/**
 * Stable error codes. The server sends one with every error; the web app
 * translates it (`errors.<code>` in the locale files), so a person always sees a
 * sentence in their language and never a stack trace.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'plan_limit',
  'internal_error',
  'invalid_credentials',
  'email_taken',
  'password-does-not-meet-requirements',
  'invalid_token',
  'untrusted_origin',
  'billing_not_configured',
  'invalid_signature',
  'storage_unavailable',
  'range_not_satisfiable',
  'join_link_expired',
  'join_link_full',
  'join_link_domain',
  'invalid_code',
  'two_factor_expired',
  'sso_domain_taken',
  'sso_discovery_failed',
  'nothing_to_resend',
  'batch_too_large',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldIssueSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
