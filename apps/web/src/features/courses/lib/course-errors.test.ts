import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { aCourse } from '../testing/a-course';
import { conflictCurrent, isNoSlidesError, isPlanLimitError, publishIssues } from './course-errors';

const current = aCourse({ title: 'Theirs', description: '', version: 4 });

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

  it('lists every slide the publish check refused, the placeholder items of interactions too', () => {
    const details = [
      { path: 'slides.2', code: 'placeholder_option', message: '' },
      { path: 'slides.3', code: 'placeholder_item', message: '' },
      { path: 'slides.4', code: 'placeholder_pair', message: '' },
      { path: 'slides.5', code: 'placeholder_answer', message: '' },
      { path: 'slides.6', code: 'placeholder_card', message: '' },
      { path: 'title', code: 'too_big', message: '' },
    ];
    expect(
      publishIssues(new ApiError({ status: 422, code: 'validation_failed', message: '', details })),
    ).toEqual([
      { slide: 2, code: 'placeholder_option' },
      { slide: 3, code: 'placeholder_item' },
      { slide: 4, code: 'placeholder_pair' },
      { slide: 5, code: 'placeholder_answer' },
      { slide: 6, code: 'placeholder_card' },
    ]);
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
