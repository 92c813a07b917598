import type { ComponentType } from 'react';
import type { ScreenModule } from './screen-texts';

/**
 * Each screen's code, by module (under app/), loaded on first visit by the router
 * (app/router.tsx). The page a screen opens on names its chunks for the browser to fetch at
 * once (build/screen-preloads.ts).
 */
export const SCREEN_CODE: Record<ScreenModule, () => Promise<ComponentType>> = {
  'layouts/app-layout': () => import('./layouts/app-layout').then((m) => m.AppLayout),
  'routes/dashboard': () => import('./routes/dashboard').then((m) => m.DashboardRoute),
  'routes/learn': () => import('./routes/learn').then((m) => m.LearnRoute),
  'routes/learn-course': () => import('./routes/learn-course').then((m) => m.LearnCourseRoute),
  'routes/settings': () => import('./routes/settings').then((m) => m.SettingsRoute),
  'routes/profile': () => import('./routes/profile').then((m) => m.ProfileRoute),
  'routes/courses': () => import('./routes/courses').then((m) => m.CoursesRoute),
  'routes/course-create': () => import('./routes/course-create').then((m) => m.CourseCreateRoute),
  'routes/course-view': () => import('./routes/course-view').then((m) => m.CourseViewRoute),
  'routes/course-edit': () => import('./routes/course-edit').then((m) => m.CourseEditRoute),
  'routes/course-slides': () => import('./routes/course-slides').then((m) => m.CourseSlidesRoute),
  'routes/course-assign': () => import('./routes/course-assign').then((m) => m.CourseAssignRoute),
  'routes/reports': () => import('./routes/reports').then((m) => m.ReportsRoute),
  'routes/groups': () => import('./routes/groups').then((m) => m.GroupsRoute),
  'routes/group-create': () => import('./routes/group-create').then((m) => m.GroupCreateRoute),
  'routes/group-view': () => import('./routes/group-view').then((m) => m.GroupViewRoute),
  'routes/group-edit': () => import('./routes/group-edit').then((m) => m.GroupEditRoute),
  'routes/subscription': () => import('./routes/subscription').then((m) => m.SubscriptionRoute),
  'routes/invite': () => import('./routes/invite').then((m) => m.InviteRoute),
  'routes/join': () => import('./routes/join').then((m) => m.JoinRoute),
  'routes/verify-email': () => import('./routes/verify-email').then((m) => m.VerifyEmailRoute),
  'routes/verify-certificate': () =>
    import('./routes/verify-certificate').then((m) => m.VerifyCertificateRoute),
  'routes/not-found': () => import('./routes/not-found').then((m) => m.NotFoundRoute),
};
