// The app's shell as main.tsx and app/shell-switch.tsx load it: the app, its router and the
// focus rule of its navigations.
import { router } from './router';

export { App } from './app';
export { focusMainHeading } from '@/components/navigation-progress';

export const navigate = (to: string) => router.navigate(to, { replace: true });

/**
 * Resolves once the router has loaded what the first screen needs (its code and texts): main.tsx
 * renders then, so that the first paint is the screen rather than a loading screen before it.
 */
export const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
