import { useLayoutEffect } from 'react';

/**
 * The browser tab's title while a screen is shown: "<title> · Slidewise". React 19 would hoist a
 * `<title>` element into the head; Preact, which the app runs on, renders it where it stands, and
 * the head's own title would still win. So the screen sets `document.title`.
 */
export function DocumentTitle({ title }: { title: string }) {
  useLayoutEffect(() => {
    document.title = `${title} · Slidewise`;
  }, [title]);
  return null;
}
