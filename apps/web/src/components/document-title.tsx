import { useLayoutEffect } from 'react';

/**
 * The browser tab's title while a screen is shown: "<title> · Slidewise". React 19 would hoist a
 * `<title>` element into the head; Preact, which the app runs on, renders it where it stands, and
 * the head's own title would still win. So the screen sets `document.title`, and puts back the
 * one it found when it goes (a screen's error page that clears, a notice that closes).
 */
export function DocumentTitle({ title }: { title: string }) {
  useLayoutEffect(() => {
    const before = document.title;
    document.title = `${title} · Slidewise`;
    return () => {
      document.title = before;
    };
  }, [title]);
  return null;
}
