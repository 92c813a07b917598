import { describe, expect, it } from 'vitest';
import type { Course } from '@slidewise/shared/courses/course';
import { DEFAULT_TRAINING_SETTINGS } from '@slidewise/shared/learning/certification';
import { changedFields, conflictingFields, formValuesOf } from './course-form-values';

const course = (over: Partial<Course> = {}): Course => ({
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
  ...DEFAULT_TRAINING_SETTINGS,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

describe('changedFields', () => {
  const base = formValuesOf(course());

  it('keeps only the fields that changed', () => {
    expect(changedFields(base, { ...base, title: 'Safety second', language: 'ar' })).toEqual({
      title: 'Safety second',
      language: 'ar',
    });
    expect(changedFields(base, { ...base, coverImageId: 'u1' })).toEqual({ coverImageId: 'u1' });
  });

  it('treats spaces at the ends as no change (the server trims them)', () => {
    expect(changedFields(base, { ...base, title: '  Safety first ' })).toEqual({});
  });
});

describe('conflictingFields', () => {
  it('lists the changed fields where the newer saved course says something else', () => {
    const theirs = course({ title: 'Their title', description: 'Theirs too', version: 2 });
    expect(conflictingFields({ title: 'My title' }, theirs)).toEqual(['title']);
    // They changed the description, but I did not touch it: nothing of mine replaces it.
    expect(conflictingFields({ title: 'Their title' }, theirs)).toEqual([]);
    expect(conflictingFields({ coverImageId: null }, course({ coverImageId: 'u9' }))).toEqual([
      'coverImageId',
    ]);
  });
});
