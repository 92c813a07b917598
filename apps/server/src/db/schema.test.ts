import { describe, expect, it } from 'vitest';
import { toIso } from './schema.js';

describe('toIso', () => {
  it('returns a stored canonical timestamp as it is', () => {
    expect(toIso('2026-11-24T16:45:01.123Z')).toBe('2026-11-24T16:45:01.123Z');
  });

  it('normalises any other spelling to UTC with milliseconds', () => {
    expect(toIso('2026-11-24T18:45:01+02:00')).toBe('2026-11-24T16:45:01.000Z');
    expect(toIso('2026-11-24T16:45:01Z')).toBe('2026-11-24T16:45:01.000Z');
  });

  it('formats a Date (PostgreSQL gives those)', () => {
    expect(toIso(new Date(Date.UTC(2026, 10, 24, 16, 45, 1, 5)))).toBe('2026-11-24T16:45:01.005Z');
  });

  it('still refuses a string that is not a date', () => {
    expect(() => toIso('not a date')).toThrow(RangeError);
  });
});
