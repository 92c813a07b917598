import { useEffect } from 'react';
import { LoadingScreen } from '@/components/loading-screen';

/** Leaves for `url` by a page load, taking the current entry's place in the history. */
export function loadPage(url: string) {
  window.location.replace(url);
}

/**
 * The address (already in the bar) belongs to the other shell: the sign-in screens' or the
 * app's (app/guest-paths.ts). Loading it as a page starts that one.
 */
export function PageLoad() {
  useEffect(() => window.location.reload(), []);
  return <LoadingScreen />;
}
