import { useLayoutEffect, useRef } from 'react';
import { keyStep, type Direction, type Step } from '../lib/navigation';

/** Where the arrow keys already mean something (a choice, text, a video's seek bar). */
function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(
    target.closest(
      'input, textarea, select, video, audio, iframe, [contenteditable=""], [contenteditable="true"], [role="slider"], [role="menu"], [role="listbox"], [role="radiogroup"], [role="tablist"]',
    ),
  );
}

/**
 * ← and → turn the slides, mirrored for a right-to-left course. Listening from the moment the
 * slide shows (a layout effect): from an effect, which runs after the paint, a key pressed as the
 * first slide appeared was lost on a slow phone or a busy machine.
 */
export function useArrowKeys(onStep: (step: Step) => void, direction: Direction) {
  const latest = useRef(onStep);
  useLayoutEffect(() => {
    latest.current = onStep;
  });

  useLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || ownsArrowKeys(event.target)) return;
      const step = keyStep(event.key, direction);
      if (!step) return;
      event.preventDefault();
      latest.current(step);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [direction]);
}
