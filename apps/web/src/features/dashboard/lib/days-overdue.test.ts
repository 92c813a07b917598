import { describe, expect, it } from 'vitest';
import { daysOverdue } from './days-overdue';

const now = Date.parse('2025-03-10T12:00:00Z');

describe('daysOverdue', () => {
  it('counts whole days since the due date', () => {
    expect(daysOverdue('2025-03-07T11:00:00Z', now)).toBe(3);
    expect(daysOverdue('2025-03-07T13:00:00Z', now)).toBe(2);
  });

  it('says at least one day for work that has just become overdue', () => {
    expect(daysOverdue('2025-03-10T11:59:00Z', now)).toBe(1);
  });
});
