/**
 * Undo and redo for a value edited outside TipTap (a quiz). Typing in the same
 * field within a moment counts as one step, as in a text editor.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** Which field the last step changed and when, to merge keystrokes. */
  lastKey: string | null;
  lastAt: number;
}

export const HISTORY_LIMIT = 100;
export const MERGE_WITHIN_MS = 1000;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null, lastAt: 0 };
}

export function record<T>(history: History<T>, next: T, key: string, at: number): History<T> {
  if (Object.is(next, history.present)) return history;
  const merge =
    key === history.lastKey && at - history.lastAt < MERGE_WITHIN_MS && history.past.length > 0;
  const past = merge ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastKey: key, lastAt: at };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
    lastAt: 0,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return {
    past: [...history.past, history.present],
    present: next,
    future,
    lastKey: null,
    lastAt: 0,
  };
}
