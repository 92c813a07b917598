// "First load" lasts until the person first presses a key or a pointer: until then, redirects
// included (a guard sending a visitor to sign in), screens leave focus where the browser put it.
// Loaded with the page's entry (the sign-in frame imports it), so it hears the first press
// whichever shell is on the page.
let interacted = false;
/** Anything a person does first on a page, a pointer merely moved included. */
const GESTURES = ['pointerdown', 'keydown', 'pointermove', 'touchstart', 'wheel'] as const;
let gestured = false;
const waiting = new Set<() => void>();
if (typeof window !== 'undefined') {
  const mark = () => {
    interacted = true;
  };
  window.addEventListener('pointerdown', mark, { capture: true, once: true });
  window.addEventListener('keydown', mark, { capture: true, once: true });
  const acted = () => {
    gestured = true;
    GESTURES.forEach((gesture) => window.removeEventListener(gesture, acted, true));
    waiting.forEach((callback) => callback());
    waiting.clear();
  };
  GESTURES.forEach((gesture) => window.addEventListener(gesture, acted, true));
}

/** Whether the person has pressed a key or a pointer since the page opened. */
export const hasInteracted = () => interacted;

/**
 * Calls `callback` at the person's first gesture on the page (a pointer moved or pressed, a
 * key, a scroll), or at once when that has happened: when code a screen does not need to be
 * drawn (an editor's engine) is fetched. Answers a function that cancels the wait.
 */
export function onFirstGesture(callback: () => void): () => void {
  if (gestured) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
