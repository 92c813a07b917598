import { createTabChannel, type TabChannel } from '@/lib/cross-tab';

export type AuthTabMessage = { type: 'signed-out' };

let channel: TabChannel<AuthTabMessage> | null = null;

/** Tells this site's other open tabs about the session. */
export function authChannel(): TabChannel<AuthTabMessage> {
  return (channel ??= createTabChannel<AuthTabMessage>('auth'));
}

/**
 * Call after the session ended on purpose (sign-out, account deleted): every
 * other open tab goes to the sign-in page at once.
 */
export function announceSignOut() {
  authChannel().post({ type: 'signed-out' });
}
