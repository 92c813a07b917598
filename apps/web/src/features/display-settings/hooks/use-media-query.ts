import { useCallback, useSyncExternalStore } from 'react';

function media(query: string): MediaQueryList | undefined {
  return typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(query);
}

/** Whether a media query matches now; re-renders live when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => media(query)?.matches ?? false,
    () => false,
  );
}

export function matchesMedia(query: string): boolean {
  return media(query)?.matches ?? false;
}

export const PREFERS_DARK = '(prefers-color-scheme: dark)';
