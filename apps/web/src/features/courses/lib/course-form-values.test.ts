import { describe, expect, it } from 'vitest';
import { aCourse } from '../testing/render-route';
import { changedFields, conflictingFields, formValuesOf } from './course-form-values';

describe('changedFields', () => {
  const base = formValuesOf(aCourse());

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
    const theirs = aCourse({ title: 'Their title', description: 'Theirs too', version: 2 });
    expect(conflictingFields({ title: 'My title' }, theirs)).toEqual(['title']);
    // They changed the description, but I did not touch it: nothing of mine replaces it.
    expect(conflictingFields({ title: 'Their title' }, theirs)).toEqual([]);
    expect(conflictingFields({ coverImageId: null }, aCourse({ coverImageId: 'u9' }))).toEqual([
      'coverImageId',
    ]);
  });
});
