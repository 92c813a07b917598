import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { aCourse } from '../testing/render-route';
import { conflictCurrent, isNoSlidesError, isPlanLimitError } from './course-errors';

const current = aCourse({
  title: 'Theirs',
  description: '',
  version: 4,
  updatedAt: '2025-01-02T00:00:00.000Z',
});

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
