import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { loadChunk } from '@/lib/chunk-reload';
import { loadSections } from '@/lib/i18n';
import { GUEST_PATHS } from './guest-paths';
import { SCREEN_TEXTS, type ScreenModule } from './screen-texts';
import { GuestShellHere } from './shell-switch';
import { LeaderOnly } from './guards/leader-only';
import { RequireAuth } from './guards/require-auth';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { RootRouteError, RouteError } from './route-error';

/**
 * A screen's code and the texts it shows beyond the guest ones (app/screen-texts), loaded on
 * first visit, in parallel (one chunk each). A chunk that fails to load reloads the page once,
 * then shows the 500 page (lib/chunk-reload).
 */
function screen(module: ScreenModule, load: () => Promise<ComponentType>) {
  const loadWithTexts = () =>
    Promise.all([load(), loadSections(SCREEN_TEXTS[module])]).then(([Component]) => Component);
  return () => loadChunk(loadWithTexts).then((Component) => ({ Component }));
}

/** Signed-in people only: a visitor goes to /login?redirect=<path and query>. */
const protectedScreens: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: screen('routes/dashboard', () =>
      import('./routes/dashboard').then((m) => m.DashboardRoute),
    ),
  },
  {
    path: paths.learn,
    lazy: screen('routes/learn', () => import('./routes/learn').then((m) => m.LearnRoute)),
  },
  {
    path: paths.learnCourse,
    lazy: screen('routes/learn-course', () =>
      import('./routes/learn-course').then((m) => m.LearnCourseRoute),
    ),
  },
  {
    path: paths.settings,
    lazy: screen('routes/settings', () => import('./routes/settings').then((m) => m.SettingsRoute)),
  },
  {
    path: paths.profile,
    lazy: screen('routes/profile', () => import('./routes/profile').then((m) => m.ProfileRoute)),
  },
  {
    // A leader's tools: an account that only learns is told what they are for.
    Component: LeaderOnly,
    children: [
      {
        path: paths.courses,
        lazy: screen('routes/courses', () =>
          import('./routes/courses').then((m) => m.CoursesRoute),
        ),
      },
      {
        path: paths.courseCreate,
        lazy: screen('routes/course-create', () =>
          import('./routes/course-create').then((m) => m.CourseCreateRoute),
        ),
      },
      {
        path: paths.courseView,
        lazy: screen('routes/course-view', () =>
          import('./routes/course-view').then((m) => m.CourseViewRoute),
        ),
      },
      {
        path: paths.courseEdit,
        lazy: screen('routes/course-edit', () =>
          import('./routes/course-edit').then((m) => m.CourseEditRoute),
        ),
      },
      {
        path: paths.courseSlides,
        lazy: screen('routes/course-slides', () =>
          import('./routes/course-slides').then((m) => m.CourseSlidesRoute),
        ),
      },
      {
        path: paths.courseAssign,
        lazy: screen('routes/course-assign', () =>
          import('./routes/course-assign').then((m) => m.CourseAssignRoute),
        ),
      },
      {
        path: paths.reports,
        lazy: screen('routes/reports', () =>
          import('./routes/reports').then((m) => m.ReportsRoute),
        ),
      },
      {
        path: paths.groups,
        lazy: screen('routes/groups', () => import('./routes/groups').then((m) => m.GroupsRoute)),
      },
      {
        path: paths.groupCreate,
        lazy: screen('routes/group-create', () =>
          import('./routes/group-create').then((m) => m.GroupCreateRoute),
        ),
      },
      {
        path: paths.groupView,
        lazy: screen('routes/group-view', () =>
          import('./routes/group-view').then((m) => m.GroupViewRoute),
        ),
      },
      {
        path: paths.groupEdit,
        lazy: screen('routes/group-edit', () =>
          import('./routes/group-edit').then((m) => m.GroupEditRoute),
        ),
      },
      {
        path: paths.subscription,
        lazy: screen('routes/subscription', () =>
          import('./routes/subscription').then((m) => m.SubscriptionRoute),
        ),
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
            lazy: screen('routes/invite', () =>
              import('./routes/invite').then((m) => m.InviteRoute),
            ),
          },
          {
            path: paths.join,
            lazy: screen('routes/join', () => import('./routes/join').then((m) => m.JoinRoute)),
          },
          {
            path: paths.verifyEmail,
            lazy: screen('routes/verify-email', () =>
              import('./routes/verify-email').then((m) => m.VerifyEmailRoute),
            ),
          },
          {
            path: paths.verifyCertificate,
            lazy: screen('routes/verify-certificate', () =>
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
            lazy: screen('layouts/app-layout', () =>
              import('./layouts/app-layout').then((m) => m.AppLayout),
            ),
            // A failing screen shows its error page inside the app's frame.
            children: [{ ErrorBoundary: RouteError, children: protectedScreens }],
          },
        ],
      },
      {
        path: '*',
        lazy: screen('routes/not-found', () =>
          import('./routes/not-found').then((m) => m.NotFoundRoute),
        ),
      },
    ],
  },
]);
