import type { Course } from '@slidewise/shared/courses/course';
import { DEFAULT_TRAINING_SETTINGS } from '@slidewise/shared/learning/certification';

/** A course as the API answers it: a fresh draft, unless overridden. */
export function aCourse(over: Partial<Course> = {}): Course {
  return {
    ...DEFAULT_TRAINING_SETTINGS,
    id: 'c1',
    title: 'Safety first',
    description: 'How we work safely.',
    coverImage: null,
    coverImageId: null,
    language: 'en',
    status: 'draft',
    estimatedMinutes: 0,
    slideCount: 0,
    theme: { preset: 'violet' },
    assigneeCount: 0,
    version: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}
