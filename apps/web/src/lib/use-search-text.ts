import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The text of a search box whose search lives elsewhere (the address, a list's state):
 * typing is free, `onSettled` gets the trimmed text once typing pauses, and when the search
 * changes from outside (Back, Forward, "clear") the box follows it.
 */
export function useSearchText(search: string, onSettled: (text: string) => void) {
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    if (text.trim() !== search) setText(search);
  }
  const settled = useDebouncedValue(text.trim());
  const latest = useRef({ search, onSettled });
  useEffect(() => {
    latest.current = { search, onSettled };
  });
  useEffect(() => {
    // Only a settled change of the box's text searches.
    if (settled !== latest.current.search) latest.current.onSettled(settled);
  }, [settled]);
  return [text, setText] as const;
}
