import { useLayoutEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus when it shows, or when `when` turns true: for content that
 * replaces what the keyboard was in (a form's answer, the next step), so that focus does not
 * fall back to the page. The element needs tabIndex={-1} unless it is a control.
 *
 * A layout effect, so the move happens as the element is put in place: from an effect, which
 * runs after the paint, it could come after a key the person already pressed there.
 */
export function useFocusOnShow<T extends HTMLElement>(when = true) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
