import type { Me, User } from '@slidewise/shared/me/schemas';

/** Ada, a leader with a verified address, as the API answers for her account. */
export function aUser(over: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ada@example.com',
    emailVerified: true,
    twoFactorEnabled: false,
    displayName: 'Ada',
    photoURL: null,
    phoneNumber: null,
    role: 1,
    locale: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...over,
  };
}

/** `GET /api/v1/me` for `aUser(over)`, with no subscription. */
export const aMe = (over: Partial<User> = {}): Me => ({ user: aUser(over), leader: null });
