import { createHash, randomBytes } from 'node:crypto';

/** A random invitation token (sent by e-mail) and the hash we keep of it. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');
