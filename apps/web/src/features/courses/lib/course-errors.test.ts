import { describe, expect, it } from 'vitest';
import { DEFAULT_TRAINING_SETTINGS } from '@slidewise/shared/learning/certification';
import { ApiError } from '@/lib/api-client';
import { conflictCurrent, isNoSlidesError, isPlanLimitError } from './course-errors';

const current = {
  id: 'c1',
  title: 'Theirs',
  description: '',
  coverImage: null,
  coverImageId: null,
  language: 'en',
  status: 'draft',
  estimatedMinutes: 0,
  slideCount: 0,
  assigneeCount: 0,
  version: 4,
  ...DEFAULT_TRAINING_SETTINGS,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

describe('course errors', () => {
  it('finds the newer course in a 409 answer', () => {
    const error = new ApiError({
      status: 409,
      code: 'conflict',
      message: 'x',
      details: { current },
    });
    expect(conflictCurrent(error)?.version).toBe(4);
    expect(
      conflictCurrent(new ApiError({ status: 409, code: 'conflict', message: 'x' })),
    ).toBeNull();
    expect(conflictCurrent(new Error('conflict'))).toBeNull();
  });

  it('recognises a publish refused for having no slides', () => {
    const details = [{ path: 'status', code: 'no_slides', message: 'Add a slide.' }];
    expect(
      isNoSlidesError(
        new ApiError({ status: 422, code: 'validation_failed', message: '', details }),
      ),
    ).toBe(true);
    expect(
      isNoSlidesError(
        new ApiError({
          status: 422,
          code: 'validation_failed',
          message: '',
          details: [{ path: 'title', code: 'too_big', message: '' }],
        }),
      ),
    ).toBe(false);
  });

  it('recognises a plan limit', () => {
    expect(isPlanLimitError(new ApiError({ status: 402, code: 'plan_limit', message: '' }))).toBe(
      true,
    );
    expect(isPlanLimitError(new ApiError({ status: 403, code: 'forbidden', message: '' }))).toBe(
      false,
    );
  });
});
