import { describe, expect, it } from 'vitest';
import { createHistory, HISTORY_LIMIT, record, redo, undo } from './history';

describe('quiz history', () => {
  it('undoes and redoes steps, and a new step clears what could be redone', () => {
    let h = createHistory('a');
    h = record(h, 'ab', 'x', 0);
    h = record(h, 'abc', 'y', 5000);
    h = undo(h);
    expect(h.present).toBe('ab');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('ab');
    h = record(h, 'abz', 'y', 9000);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it('merges typing in one field within a second into one step', () => {
    let h = createHistory('');
    h = record(h, 'W', 'question', 0);
    h = record(h, 'Wh', 'question', 300);
    h = record(h, 'Why', 'question', 600);
    h = record(h, 'Why?', 'option-1', 700);
    expect(undo(h).present).toBe('Why');
    expect(undo(undo(h)).present).toBe('');
  });

  it('keeps a bounded number of steps', () => {
    let h = createHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = record(h, i, `k${i}`, i * 5000);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });
});
