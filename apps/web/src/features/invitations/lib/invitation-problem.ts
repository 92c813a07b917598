import { ApiError } from '@/lib/api-client';

export type InvitationProblem = 'unknown' | 'used' | 'expired';

/**
 * Why an invitation link cannot be used, from the server's answer: 400
 * `invalid_token` says why in `details.reason`; a malformed token or a 404 is
 * unknown. Null for any other failure (offline, server busy), which is no
 * verdict on the link.
 */
export function invitationProblem(error: unknown): InvitationProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'invalid_token') {
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    return reason === 'used' || reason === 'expired' ? reason : 'unknown';
  }
  return isUnknownLink(error) ? 'unknown' : null;
}

/**
 * The server does not know a link's token: a 404, or a token too malformed to look up
 * (400/422), which is no field the visitor could correct. Invitation and join links alike.
 */
export const isUnknownLink = (error: ApiError) =>
  error.status === 404 || error.code === 'validation_failed' || error.code === 'bad_request';

/** Addresses are compared trimmed and case-insensitively everywhere. */
export const sameAddress = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
