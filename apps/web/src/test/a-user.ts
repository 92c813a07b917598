import type { User } from '@slidewise/shared/me/schemas';

/** A person's account as the API answers it (`/me`'s user): Ada, e-mail confirmed, unless overridden. */
export function aUser(overrides: Partial<User> = {}): User {
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
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}
