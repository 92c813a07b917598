import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { loadChunk } from '@/lib/chunk-reload';
import { loadAllTexts } from '@/lib/i18n';
import { GUEST_PATHS } from './guest-paths';
import { GuestShellHere } from './shell-switch';
import { LeaderOnly } from './guards/leader-only';
import { RequireAuth } from './guards/require-auth';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { RootRouteError, RouteError } from './route-error';

/**
 * A screen's code, loaded on first visit (one chunk each). A chunk that fails
 * to load reloads the page once, then shows the 500 page (lib/chunk-reload).
 */
function screen(load: () => Promise<ComponentType>) {
  return () => loadChunk(load).then((Component) => ({ Component }));
}

/**
 * A screen that needs more than the guest screens' texts: its code and every screen's texts,
 * in parallel (lib/i18n). The guest screens load only theirs.
 */
function fullScreen(load: () => Promise<ComponentType>) {
  return screen(() => Promise.all([load(), loadAllTexts()]).then(([Component]) => Component));
}

/** Signed-in people only: a visitor goes to /login?redirect=<path and query>. */
const protectedScreens: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: screen(() => import('./routes/dashboard').then((m) => m.DashboardRoute)),
  },
  {
    path: paths.learn,
    lazy: screen(() => import('./routes/learn').then((m) => m.LearnRoute)),
  },
  {
    path: paths.learnCourse,
    lazy: screen(() => import('./routes/learn-course').then((m) => m.LearnCourseRoute)),
  },
  {
    path: paths.settings,
    lazy: screen(() => import('./routes/settings').then((m) => m.SettingsRoute)),
  },
  {
    path: paths.profile,
    lazy: screen(() => import('./routes/profile').then((m) => m.ProfileRoute)),
  },
  {
    // A leader's tools: an account that only learns is told what they are for.
    Component: LeaderOnly,
    children: [
      {
        path: paths.courses,
        lazy: screen(() => import('./routes/courses').then((m) => m.CoursesRoute)),
      },
      {
        path: paths.courseCreate,
        lazy: screen(() => import('./routes/course-create').then((m) => m.CourseCreateRoute)),
      },
      {
        path: paths.courseView,
        lazy: screen(() => import('./routes/course-view').then((m) => m.CourseViewRoute)),
      },
      {
        path: paths.courseEdit,
        lazy: screen(() => import('./routes/course-edit').then((m) => m.CourseEditRoute)),
      },
      {
        path: paths.courseSlides,
        lazy: screen(() => import('./routes/course-slides').then((m) => m.CourseSlidesRoute)),
      },
      {
        path: paths.courseAssign,
        lazy: screen(() => import('./routes/course-assign').then((m) => m.CourseAssignRoute)),
      },
      {
        path: paths.reports,
        lazy: screen(() => import('./routes/reports').then((m) => m.ReportsRoute)),
      },
      {
        path: paths.groups,
        lazy: screen(() => import('./routes/groups').then((m) => m.GroupsRoute)),
      },
      {
        path: paths.groupCreate,
        lazy: screen(() => import('./routes/group-create').then((m) => m.GroupCreateRoute)),
      },
      {
        path: paths.groupView,
        lazy: screen(() => import('./routes/group-view').then((m) => m.GroupViewRoute)),
      },
      {
        path: paths.groupEdit,
        lazy: screen(() => import('./routes/group-edit').then((m) => m.GroupEditRoute)),
      },
      {
        path: paths.subscription,
        lazy: screen(() => import('./routes/subscription').then((m) => m.SubscriptionRoute)),
      },
    ],
  },
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
        children: [
          {
            path: paths.invite,
            lazy: screen(() => import('./routes/invite').then((m) => m.InviteRoute)),
          },
          {
            path: paths.join,
            lazy: screen(() => import('./routes/join').then((m) => m.JoinRoute)),
          },
          {
            path: paths.verifyEmail,
            lazy: screen(() => import('./routes/verify-email').then((m) => m.VerifyEmailRoute)),
          },
          {
            path: paths.verifyCertificate,
            lazy: fullScreen(() =>
              import('./routes/verify-certificate').then((m) => m.VerifyCertificateRoute),
            ),
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          // The seed: the root is protected and redirects to the dashboard.
          { index: true, element: <Navigate to={paths.dashboard} replace /> },
          {
            // The frame (sidebar, menus, dialogs) loads with the first protected screen, so
            // the sign-in screens never download it, nor the other screens' texts.
            lazy: fullScreen(() => import('./layouts/app-layout').then((m) => m.AppLayout)),
            // A failing screen shows its error page inside the app's frame.
            children: [{ ErrorBoundary: RouteError, children: protectedScreens }],
          },
        ],
      },
      {
        path: '*',
        lazy: screen(() => import('./routes/not-found').then((m) => m.NotFoundRoute)),
      },
    ],
  },
]);
