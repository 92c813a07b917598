// Relative imports: the build reads these tables too (build/screen-preloads.ts), outside Vite's aliases.
import { paths } from '../config/paths';
import { isGuestPath } from './guest-paths';
import type { ScreenModule } from './screen-texts';

/** Route patterns and the screens they show. */
export type Screens = readonly (readonly [path: string, module: ScreenModule])[];

/** Open to anyone, signed in or not, outside the app's frame. */
export const PUBLIC_SCREENS = [
  [paths.invite, 'routes/invite'],
  [paths.join, 'routes/join'],
  [paths.verifyEmail, 'routes/verify-email'],
  [paths.verifyCertificate, 'routes/verify-certificate'],
] as const satisfies Screens;

/** Behind sign-in, in the app's frame: everyone's screens. */
export const SIGNED_IN_SCREENS = [
  [paths.dashboard, 'routes/dashboard'],
  [paths.learn, 'routes/learn'],
  [paths.learnCourse, 'routes/learn-course'],
  [paths.settings, 'routes/settings'],
  [paths.profile, 'routes/profile'],
] as const satisfies Screens;

/** Behind sign-in, in the app's frame: a leader's tools. */
export const LEADER_SCREENS = [
  [paths.courses, 'routes/courses'],
  [paths.courseCreate, 'routes/course-create'],
  [paths.courseView, 'routes/course-view'],
  [paths.courseEdit, 'routes/course-edit'],
  [paths.courseSlides, 'routes/course-slides'],
  [paths.courseAssign, 'routes/course-assign'],
  [paths.reports, 'routes/reports'],
  [paths.groups, 'routes/groups'],
  [paths.groupCreate, 'routes/group-create'],
  [paths.groupView, 'routes/group-view'],
  [paths.groupEdit, 'routes/group-edit'],
  [paths.subscription, 'routes/subscription'],
] as const satisfies Screens;

/** The screens in the app's frame, the root (which leads to the dashboard) included. */
const FRAMED_SCREENS: Screens = [
  // The root sends a signed-in person to the dashboard.
  [paths.home, 'routes/dashboard'],
  ...SIGNED_IN_SCREENS,
  ...LEADER_SCREENS,
];

/** A route pattern as a whole-path test (`:param` one segment; a trailing slash allowed). */
const matcher = (pattern: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`);

/** A path a page can open on, and the modules it shows first. */
export interface Opening {
  /** A whole-path test of the route's pattern. */
  pattern: RegExp;
  /** The frame and its screen, or a public screen alone; the screen last. */
  modules: ScreenModule[];
}

/**
 * Every page a screen of the app can open on, the framed ones first (as the router matches
 * them). `screensAt` reads it in the browser, the build to write each screen's page.
 */
export const OPENINGS: readonly Opening[] = [
  ...FRAMED_SCREENS.map(([path, module]) => ({
    pattern: matcher(path),
    modules: ['layouts/app-layout' as const, module],
  })),
  ...PUBLIC_SCREENS.map(([path, module]) => ({ pattern: matcher(path), modules: [module] })),
];

/**
 * The modules a page load at `pathname` shows first: the frame and its screen, a public
 * screen, the not-found screen, or none for the sign-in screens (their own shell).
 */
export function screensAt(pathname: string): ScreenModule[] {
  if (isGuestPath(pathname)) return [];
  return OPENINGS.find(({ pattern }) => pattern.test(pathname))?.modules ?? ['routes/not-found'];
}
