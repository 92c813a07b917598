import { describe, expect, it } from 'vitest';
import { dueAtFromDateInput, dueDateProblem, toDateInput } from './due-date';

describe('due dates', () => {
  it('is due at the end of the chosen day, in local time', () => {
    const iso = dueAtFromDateInput('2030-03-09')!;
    const end = new Date(iso);
    expect([
      end.getFullYear(),
      end.getMonth(),
      end.getDate(),
      end.getHours(),
      end.getMinutes(),
    ]).toEqual([2030, 2, 9, 23, 59]);
    expect(toDateInput(iso)).toBe('2030-03-09');
  });

  it('refuses what is not a date', () => {
    expect(dueAtFromDateInput('2030-02-30')).toBeNull();
    expect(dueAtFromDateInput('tomorrow')).toBeNull();
    expect(dueDateProblem('nope')).toBe('assign.form.dueInvalid');
  });

  it('takes today or a later day, not a past one; empty means no due date', () => {
    const now = new Date(2030, 2, 9, 15, 0);
    expect(dueDateProblem('2030-03-09', now)).toBeNull();
    expect(dueDateProblem('2030-03-10', now)).toBeNull();
    expect(dueDateProblem('2030-03-08', now)).toBe('assign.form.duePast');
    expect(dueDateProblem('', now)).toBeNull();
  });
});
