import type { VisibilityState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';

const PREFIX = 'slidewise.columns.';

function read(key: string): VisibilityState {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PREFIX + key) ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * Which columns a table shows, kept per table in this browser (localStorage): a personal
 * preference, so it stays out of addresses that get shared.
 */
export function useColumnVisibility(key: string | undefined) {
  const [visibility, setState] = useState<VisibilityState>(() => (key ? read(key) : {}));
  const setVisibility = useCallback(
    (next: VisibilityState | ((old: VisibilityState) => VisibilityState)) =>
      setState((old) => {
        const value = typeof next === 'function' ? next(old) : next;
        if (key) {
          try {
            localStorage.setItem(PREFIX + key, JSON.stringify(value));
          } catch {
            // Private mode or a full store: the choice holds for this visit only.
          }
        }
        return value;
      }),
    [key],
  );
  return [visibility, setVisibility] as const;
}
