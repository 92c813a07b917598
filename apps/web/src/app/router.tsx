import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { loadChunk } from '@/lib/chunk-reload';
import { loadSections } from '@/lib/i18n';
import { GUEST_PATHS } from './guest-paths';
import { SCREEN_TEXTS, type ScreenModule } from './screen-texts';
import { SCREEN_CODE } from './screen-code';
import { LEADER_SCREENS, PUBLIC_SCREENS, SIGNED_IN_SCREENS, type Screens } from './screen-paths';
import { GuestShellHere } from './shell-switch';
import { LeaderOnly } from './guards/leader-only';
import { RequireAuth } from './guards/require-auth';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { RootRouteError, RouteError } from './route-error';

/**
 * A screen's code and the texts it shows beyond the guest ones (app/screen-texts), loaded on
 * first visit, in parallel (one chunk each); a page that opens on the screen has asked for both
 * already (build/screen-preloads.ts, main.tsx). A chunk that fails to load reloads the page once, then shows the 500
 * page (lib/chunk-reload).
 */
function screen(module: ScreenModule) {
  const loadWithTexts = () =>
    Promise.all([SCREEN_CODE[module](), loadSections(SCREEN_TEXTS[module])]).then(
      ([Component]) => Component,
    );
  return () => loadChunk(loadWithTexts).then((Component) => ({ Component }));
}

const routes = (screens: Screens): RouteObject[] =>
  screens.map(([path, module]) => ({ path, lazy: screen(module) }));

/** Signed-in people only: a visitor goes to /login?redirect=<path and query>. */
const protectedScreens: RouteObject[] = [
  ...routes(SIGNED_IN_SCREENS),
  // A leader's tools: an account that only learns is told what they are for.
  { Component: LeaderOnly, children: routes(LEADER_SCREENS) },
];

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RootRouteError,
    // While the first screen's code loads.
    HydrateFallback: LoadingScreen,
    children: [
      // The sign-in screens run in a shell of their own (app/guest-app.tsx), which takes over.
      ...GUEST_PATHS.map((path) => ({ path, Component: GuestShellHere })),
      {
        // Public: open to anyone, signed in or not.
        Component: AuthLayout,
        children: routes(PUBLIC_SCREENS),
      },
      {
        Component: RequireAuth,
        children: [
          // The seed: the root is protected and redirects to the dashboard.
          { index: true, element: <Navigate to={paths.dashboard} replace /> },
          {
            // The frame (sidebar, menus, dialogs) loads with the first protected screen, so
            // the sign-in screens never download it, nor the other screens' texts.
            lazy: screen('layouts/app-layout'),
            // A failing screen shows its error page inside the app's frame.
            children: [{ ErrorBoundary: RouteError, children: protectedScreens }],
          },
        ],
      },
      { path: '*', lazy: screen('routes/not-found') },
    ],
  },
]);
