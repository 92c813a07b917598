import { useRef, type PointerEvent } from 'react';
import { swipeStep, type Direction, type Step } from '../lib/navigation';

/**
 * Pointer handlers that turn a sideways swipe (touch or pen) into a step. The
 * element needs `touch-action: pan-y` so the browser leaves sideways moves to us
 * while still scrolling up and down.
 */
export function useSwipe(onStep: (step: Step) => void, direction: Direction) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);

  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y, direction);
      if (step) onStep(step);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
