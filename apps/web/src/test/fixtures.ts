import type { LearningCard } from '@slidewise/shared/learning/assignment';
import {
  DEFAULT_TRAINING_SETTINGS,
  INITIAL_TRAINING_STATE,
} from '@slidewise/shared/learning/certification';
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

/** A course assigned to the learner, not started, as `GET /api/v1/learning` lists it. */
export function aLearningCard(over: Partial<LearningCard> = {}): LearningCard {
  return {
    ...INITIAL_TRAINING_STATE,
    settings: DEFAULT_TRAINING_SETTINGS,
    courseId: 'c1',
    title: 'Safety basics',
    description: '',
    coverImage: null,
    language: 'en',
    leaderName: 'Lena Leader',
    message: null,
    dueAt: null,
    status: 'not_started',
    progress: 0,
    score: null,
    slideCount: 3,
    estimatedMinutes: 5,
    lastSlideId: null,
    completedAt: null,
    theme: { preset: 'violet' },
    ...over,
  };
}
