import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layouts/app-layout';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

// Every screen is its own chunk; guards and layouts ship with the entry.
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingScreen,
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      {
        Component: GuestOnly,
        children: [
          {
            Component: AuthLayout,
            children: [
              {
                path: paths.login,
                lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
              },
              {
                path: paths.signup,
                lazy: () => import('./routes/signup').then((m) => ({ Component: m.SignupRoute })),
              },
              {
                path: paths.forgotPassword,
                lazy: () =>
                  import('./routes/forgot-password').then((m) => ({
                    Component: m.ForgotPasswordRoute,
                  })),
              },
            ],
          },
        ],
      },
      {
        Component: AuthLayout,
        children: [
          {
            path: paths.resetPassword,
            lazy: () =>
              import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            Component: AppLayout,
            children: [
              {
                path: paths.dashboard,
                lazy: () =>
                  import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
]);
