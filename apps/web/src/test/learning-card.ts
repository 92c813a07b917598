import type { LearningCard } from '@slidewise/shared/learning/assignment';
import {
  DEFAULT_TRAINING_SETTINGS,
  INITIAL_TRAINING_STATE,
} from '@slidewise/shared/learning/certification';

/** One of the learner's course cards as the API sends it: not started, with these changes. */
export function learningCard(changes: Partial<LearningCard> = {}): LearningCard {
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
    ...changes,
  };
}
